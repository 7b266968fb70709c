import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { PushRefusedError, useWebPush } from '../hooks/use-web-push.ts';

/** My Page: push notifications of important notices to this browser, on or off. */
export function WebPushCard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { status, busy, error, dismissed, enable, disable } = useWebPush(user?.id);

  return (
    <Box component="section" aria-labelledby="webpush-title" data-testid="webpush-card" data-status={status}>
      <Typography id="webpush-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('webpush.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
        {t('webpush.lead')}
      </Typography>
      {status === 'unsupported' ? (
        <Alert severity="info">
          <AlertTitle>{t('webpush.unsupportedTitle')}</AlertTitle>
          {t('webpush.unsupportedHelp')}
        </Alert>
      ) : (
        <>
          <FormControlLabel
            label={t('webpush.switch')}
            disabled={busy || status === 'checking' || status === 'denied'}
            control={<Switch checked={status === 'on'} onChange={(event) => void (event.target.checked ? enable() : disable())} />}
          />
          {status === 'on' && (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
              {t('webpush.onHint')}
            </Typography>
          )}
          {status === 'denied' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <AlertTitle>{t('webpush.deniedTitle')}</AlertTitle>
              {t('webpush.deniedHelp')}
            </Alert>
          )}
          {dismissed && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('webpush.dismissed')}
            </Alert>
          )}
          {error !== null &&
            (isApiError(error) ? (
              <ErrorMessage error={error} sx={{ mt: 2 }} />
            ) : (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {error instanceof PushRefusedError ? t('webpush.refused') : t('webpush.failed')}
              </Alert>
            ))}
        </>
      )}
    </Box>
  );
}
