import '../../lib/zod-locale.ts';
import { useTranslation } from 'react-i18next';
import { useAccessTokenCheck } from '../../features/auth/hooks/use-access-token-check.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSaveLanguage } from '../../features/auth/hooks/use-save-language.ts';
import { SHELL_NAMESPACES } from '../../lib/namespaces.ts';
import { DiskSpaceBanner } from '../../shell/disk-space-banner.tsx';
import { PortalShell } from '../../shell/portal-shell.tsx';
import { ADMIN_MENU } from './admin-menu.ts';

const NAMESPACES = [...SHELL_NAMESPACES, 'admin'] as const;

/** The admin portal's lazy chunk: its menu definition is also its route table. Admins get no bell (spec §4). */
export default function AdminPortal() {
  // Suspends (the loading overlay) until this portal's catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  useAccessTokenCheck('admin');
  const saveLanguage = useSaveLanguage('admin');
  const logout = useLogout('admin');
  return <PortalShell menu={ADMIN_MENU} onLogout={logout} onLanguageChange={saveLanguage} banner={<DiskSpaceBanner />} />;
}
