import '../../lib/zod-locale.ts';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { InformationCenter } from '../../features/informations/components/information-center.tsx';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { COMPANY_MENU } from './company-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'companyPortal', 'teacherProfiles'] as const;

/** The company portal's lazy chunk: its menu definition is also its route table. */
export default function CompanyPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('company');
  const saveLanguage = useSaveLanguage('company');
  const logout = useLogout('company');
  return <PortalShell menu={COMPANY_MENU} bell={<InformationCenter />} onLogout={logout} onLanguageChange={saveLanguage} />;
}
