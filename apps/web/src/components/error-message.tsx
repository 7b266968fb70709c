import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isApiError, isServerUnreachable } from '../lib/api-error.ts';
import { useErrorText } from '../lib/use-error-text.ts';
import { MultilineText } from './multiline-text.tsx';

interface ErrorMessageProps {
  error: unknown;
  sx?: SxProps<Theme>;
}

/**
 * A failed call as spec §8 shows it: the server's message (or a generic text) first, what a person
 * needs, then the status, small, for whoever they report it to. An unreachable server has no status.
 */
export function ErrorMessage({ error, sx }: ErrorMessageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = isApiError(error) && !isServerUnreachable(error) ? error.status : 0;
  const details = isApiError(error) && error.details ? Object.entries(error.details) : [];
  return (
    <Alert severity="error" role="alert" data-testid="error-message" sx={sx}>
      <MultilineText text={errorText(error)} />
      {status > 0 && (
        <>
          {' '}
          <Box component="span" data-testid="error-status" sx={{ ml: 0.5, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
            {t('errors.status', { status })}
          </Box>
        </>
      )}
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
