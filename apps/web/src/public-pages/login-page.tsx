import type { Area } from '@manabiya/domain/enums/account-type';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../components/public-page-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';

interface LoginPageProps {
  area: Area;
  /** Fetches the portal while the password is checked (app/router.tsx). */
  preloadPortal?: () => void;
}

export function LoginPage({ area, preloadPortal }: LoginPageProps) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t(`auth.loginTitle.${area}`)} lead={t(`auth.loginLead.${area}`)} icon={<LockOutlinedIcon />}>
      <LoginForm area={area} preloadPortal={preloadPortal} />
    </PublicPageLayout>
  );
}
