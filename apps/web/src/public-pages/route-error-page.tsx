import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { PublicPageLayout } from '../components/public-page-layout.tsx';

/** Shown when rendering a route throws, e.g. a chunk of an older deployment is gone. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <PublicPageLayout title={t('errors.title')}>
      <Stack spacing={3}>
        <ErrorMessage error={error} />
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
