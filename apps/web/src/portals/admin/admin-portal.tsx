import '../../lib/zod-locale.ts';
import { can } from '@manabiya/domain/permissions/section-permissions';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { roomRealtimeKeys } from '../../features/rooms/api/room-keys.ts';
import { useSignedInUser } from '../../lib/auth-store.ts';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { isSignedInTo } from '../../lib/route-guard.ts';
import { useRealtimeUpdates } from '../../lib/use-realtime-updates.ts';
import { DiskSpaceBanner } from '../../shell/disk-space-banner.tsx';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { startPreloader } from '../../shell/start-preloader.ts';
import { ADMIN_MENU } from './admin-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'admin'] as const;

/** What staff pages follow on the staff socket: the rooms (the queue, claims, threads). */
const LIVE = [roomRealtimeKeys];

/** The admin portal's lazy chunk: its menu definition is also its route table. Admins get no bell (spec §4). */
export default function AdminPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('admin');
  const user = useSignedInUser();
  // The staff socket carries room events only, so it opens for staff who can read rooms (the server checks again).
  const staffId = isSignedInTo('admin', user) && can(user.section_permissions, 'room', 'read') ? user.id : null;
  useRealtimeUpdates(staffId === null ? null : 'admin', staffId, LIVE);
  const saveLanguage = useSaveLanguage('admin');
  const logout = useLogout('admin');
  return <PortalShell menu={ADMIN_MENU} onLogout={logout} onLanguageChange={saveLanguage} banner={<DiskSpaceBanner />} />;
}

export const preloadStart = startPreloader(NAMESPACES, () => import('./pages/admin-start-page.tsx'));
