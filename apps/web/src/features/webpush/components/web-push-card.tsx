import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section.tsx';
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
    <TitledSection titleId="webpush-title" title={t('webpush.title')} lead={t('webpush.lead')} data-testid="webpush-card" data-status={status}>
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
    </TitledSection>
  );
}
