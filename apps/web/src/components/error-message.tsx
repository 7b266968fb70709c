import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { MultilineText } from './multiline-text.tsx';

interface ErrorMessageProps {
  error: unknown;
  sx?: SxProps<Theme>;
}

/** A failed call as spec §8 shows it: the status and the server's message, or a generic text. */
export function ErrorMessage({ error, sx }: ErrorMessageProps) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  const message = isApiError(error) ? error.message : '';
  const details = isApiError(error) && error.details ? Object.entries(error.details) : [];
  return (
    <Alert severity="error" role="alert" data-testid="error-message" sx={sx}>
      <AlertTitle>{status > 0 ? t('errors.withStatus', { status }) : t('errors.title')}</AlertTitle>
      <MultilineText text={message || t('errors.unexpected')} />
      {details.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {details.map(([field, detail]) => (
            <li key={field}>
              <MultilineText text={detail} />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
