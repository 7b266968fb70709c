import ConstructionIcon from '@mui/icons-material/Construction';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../components/public-page-layout.tsx';

export function MaintenancePage() {
  // Suspends until this page's catalogue is loaded (it is not part of the login page's JavaScript).
  const { t } = useTranslation(['common', 'publicPages']);
  return (
    <PublicPageLayout title={t('publicPages.maintenanceTitle')} icon={<ConstructionIcon />}>
      <Typography>{t('publicPages.maintenance')}</Typography>
    </PublicPageLayout>
  );
}
