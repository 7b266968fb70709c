import type { Area } from '@manabiya/domain/enums/account-type';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../components/public-page-layout.tsx';
import { ResetRequestForm } from '../features/auth/components/reset-request-form.tsx';

export default function ResetRequestPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('auth.requestReset.title')} lead={t('auth.requestReset.lead')} icon={<LockResetIcon />}>
      <ResetRequestForm area={area} />
    </PublicPageLayout>
  );
}
