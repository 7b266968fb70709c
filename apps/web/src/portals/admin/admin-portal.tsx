import '../../lib/zod-locale.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { ADMIN_MENU } from './admin-menu.ts';

/** The admin portal's lazy chunk: its menu definition is also its route table. */
export default function AdminPortal() {
  return <PortalShell menu={ADMIN_MENU} />;
}
