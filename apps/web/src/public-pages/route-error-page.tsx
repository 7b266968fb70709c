import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ContainedButton } from '../components/contained-button.tsx';
import { DeferredErrorMessage } from '../components/deferred-error-message.tsx';
import { PublicPageLayout } from '../components/public-page-layout.tsx';

/** Shown when rendering a route throws, e.g. a chunk of an older deployment is gone. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('errors.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <DeferredErrorMessage error={error} />
        <ContainedButton onClick={() => window.location.reload()}>{t('common.retry')}</ContainedButton>
      </Box>
    </PublicPageLayout>
  );
}
