import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../components/public-page-layout.tsx';
import { useSignedInUser } from '../lib/auth-store.ts';
import { resolveHomePath } from './resolve-home-path.ts';

export function NotFoundPage() {
  // Suspends until this page's catalogue is loaded (it is not part of the login page's JavaScript).
  const { t } = useTranslation(['common', 'publicPages']);
  const user = useSignedInUser();
  return (
    <PublicPageLayout title={t('publicPages.notFoundTitle')} icon={<SearchOffIcon />}>
      <Stack spacing={3}>
        <Typography>{t('publicPages.notFound')}</Typography>
        <Button component={RouterLink} to={resolveHomePath(user)} variant="contained" size="large" fullWidth>
          {t('common.goHome')}
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
