import type { Area } from '@manabiya/domain/enums/account-type';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmailField } from './email-field.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { loginPathOf } from '../../../lib/portal-paths.ts';
import { useLoadingOverlay } from '../../../shell/loading-overlay-context.ts';
import { sendResetEmail } from '../api/auth-api.ts';

/**
 * Asks for the address and always answers the same neutral text, so the form does not tell
 * whether an address is registered.
 */
export function ResetRequestForm({ area }: { area: Area }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const mutation = useMutation({ mutationFn: () => sendResetEmail(area, email.trim()) });
  useLoadingOverlay(mutation.isPending);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const error = trimmed === '' ? t('auth.required') : /^[^\s@]+@[^\s@]+$/.test(trimmed) ? undefined : t('auth.invalidEmail');
    setEmailError(error);
    if (!error) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" icon={<MarkEmailReadIcon />} role="status">
          <AlertTitle>{t('auth.requestReset.sentTitle')}</AlertTitle>
          {t('auth.requestReset.sent')}
        </Alert>
        <Link component={RouterLink} to={loginPathOf(area)} sx={{ alignSelf: 'center' }}>
          {t('common.backToLogin')}
        </Link>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {mutation.isError && <ErrorMessage error={mutation.error} />}
        <EmailField autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} errorText={emailError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          {t('auth.requestReset.submit')}
        </Button>
        <Link component={RouterLink} to={loginPathOf(area)} sx={{ alignSelf: 'center' }}>
          {t('common.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
