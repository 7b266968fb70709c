import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryConnectionNow, useConnectionState } from '../lib/connection-status.ts';

/**
 * Shown under the header while the server cannot be reached: it says so, reconnects by itself
 * (lib/connection-status.ts) and offers to try at once. The page under it keeps what it showed.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const [retrying, setRetrying] = useState(false);
  if (state !== 'unreachable') return null;
  const retry = () => {
    setRetrying(true);
    void retryConnectionNow().finally(() => setRetrying(false));
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="connection-banner"
      icon={<CloudOffIcon fontSize="inherit" />}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={retry} disabled={retrying} sx={{ whiteSpace: 'nowrap' }}>
          {t('common.reconnectNow')}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center', px: { xs: 2, sm: 3 }, '& .MuiAlert-action': { pt: 0 } }}
    >
      {t('common.connectionLost')}
    </Alert>
  );
}
