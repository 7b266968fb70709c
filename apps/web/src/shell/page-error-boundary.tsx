import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/error-message.tsx';
import { isChunkLoadError } from '../lib/api-error.ts';
import { onReconnected, reportUnreachable } from '../lib/connection-status.ts';

/**
 * What a page that failed to render shows, inside the shell (the menu and the header stay). A page
 * whose script could not be downloaded is the outage the banner reports: it loads again by itself
 * once the server answers (a failed lazy import is remembered, so only a reload retries it).
 */
function PageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const outage = isChunkLoadError(error);
  useEffect(() => {
    if (!outage) return undefined;
    reportUnreachable();
    return onReconnected(() => window.location.reload());
  }, [outage]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'flex-start' }} data-testid="page-failed">
      <ErrorMessage error={error} sx={{ alignSelf: 'stretch' }} />
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

interface PageErrorBoundaryProps {
  children: ReactNode;
}

/** Catches what a page throws while rendering; the shell keys it by the page's route, so another page starts afresh. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <PageFailed error={this.state.error} /> : this.props.children;
  }
}
