import '../../lib/zod-locale.ts';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { InformationCenter } from '../../features/informations/components/information-center.tsx';
import { informationRealtimeKeys } from '../../features/informations/hooks/use-realtime-updates.ts';
import { learningKeys } from '../../features/learning/api/learning-api.ts';
import { roomRealtimeKeys } from '../../features/rooms/api/room-keys.ts';
import { forgetWebPushSubscription } from '../../features/webpush/hooks/use-web-push.ts';
import { useSignedInUser } from '../../lib/auth-store.ts';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { isSignedInTo } from '../../lib/route-guard.ts';
import { useRealtimeUpdates, type RealtimeQueryKeys } from '../../lib/use-realtime-updates.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { startPreloader } from '../../shell/start-preloader.ts';
import { STUDENT_MENU } from './student-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'onboarding', 'webpush', 'mypage', 'teacherProfiles'] as const;

/** A judgement or a redo in a room completes or reopens its step: the study path follows the rooms. */
const learningFollowsRooms: RealtimeQueryKeys = {
  keysOf: (event) => (event.type === 'room.changed' ? [learningKeys.all] : []),
  catchUp: [learningKeys.all],
};

/** What the student's pages follow on the portal's one live socket. */
const LIVE = [informationRealtimeKeys, roomRealtimeKeys, learningFollowsRooms];

/** The student portal's lazy chunk: its menu definition is also its route table. */
export default function StudentPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('student');
  const user = useSignedInUser();
  useRealtimeUpdates('student', isSignedInTo('student', user) ? user.id : null, LIVE);
  const saveLanguage = useSaveLanguage('student');
  // A shared computer must not keep showing the previous student's notices (the push subscription belongs to the browser).
  const logout = useLogout('student', forgetWebPushSubscription);
  return <PortalShell menu={STUDENT_MENU} bell={<InformationCenter />} onLogout={logout} onLanguageChange={saveLanguage} />;
}

export const preloadStart = startPreloader(NAMESPACES, () => import('./pages/student-start-page.tsx'));
