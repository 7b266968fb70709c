import '../../lib/zod-locale.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { COMPANY_MENU } from './company-menu.ts';

/** The company portal's lazy chunk: its menu definition is also its route table. */
export default function CompanyPortal() {
  return <PortalShell menu={COMPANY_MENU} />;
}
