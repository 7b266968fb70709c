import '../../lib/zod-locale.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { STUDENT_MENU } from './student-menu.ts';

/** The student portal's lazy chunk: its menu definition is also its route table. */
export default function StudentPortal() {
  return <PortalShell menu={STUDENT_MENU} />;
}
