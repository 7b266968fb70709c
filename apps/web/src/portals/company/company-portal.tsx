import '../../lib/zod-locale.ts';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { InformationCenter } from '../../features/informations/components/information-center.tsx';
import { informationRealtimeKeys } from '../../features/informations/hooks/use-realtime-updates.ts';
import { roomRealtimeKeys } from '../../features/rooms/api/room-keys.ts';
import { useSignedInUser } from '../../lib/auth-store.ts';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { isSignedInTo } from '../../lib/route-guard.ts';
import { useRealtimeUpdates } from '../../lib/use-realtime-updates.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { startPreloader } from '../../shell/start-preloader.ts';
import { COMPANY_MENU } from './company-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'companyPortal', 'teacherProfiles'] as const;

/** What the company's pages follow on the portal's one live socket. */
const LIVE = [informationRealtimeKeys, roomRealtimeKeys];

/** The company portal's lazy chunk: its menu definition is also its route table. */
export default function CompanyPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('company');
  const user = useSignedInUser();
  useRealtimeUpdates('company', isSignedInTo('company', user) ? user.id : null, LIVE);
  const saveLanguage = useSaveLanguage('company');
  const logout = useLogout('company');
  return <PortalShell menu={COMPANY_MENU} bell={<InformationCenter />} onLogout={logout} onLanguageChange={saveLanguage} />;
}

export const preloadStart = startPreloader(NAMESPACES, () => import('./pages/company-start-page.tsx'));
