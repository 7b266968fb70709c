import '../../lib/zod-locale.ts';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { InformationCenter } from '../../features/informations/components/information-center.tsx';
import { forgetWebPushSubscription } from '../../features/webpush/hooks/use-web-push.ts';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { STUDENT_MENU } from './student-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'onboarding', 'webpush', 'mypage', 'teacherProfiles'] as const;

/** The student portal's lazy chunk: its menu definition is also its route table. */
export default function StudentPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('student');
  const saveLanguage = useSaveLanguage('student');
  // A shared computer must not keep showing the previous student's notices (the push subscription belongs to the browser).
  const logout = useLogout('student', forgetWebPushSubscription);
  return <PortalShell menu={STUDENT_MENU} bell={<InformationCenter />} onLogout={logout} onLanguageChange={saveLanguage} />;
}
