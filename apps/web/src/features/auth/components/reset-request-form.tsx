import type { Area } from '@manabiya/domain/enums/account-type';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { loginPathOf } from '../../../lib/portal-paths.ts';
import { useSendResetEmail } from '../api/auth-api.ts';

/**
 * Asks for the address and always answers the same neutral text, so the form does not tell
 * whether an address is registered.
 */
export function ResetRequestForm({ area }: { area: Area }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const mutation = useSendResetEmail(area);

  const submit = () => {
    const trimmed = email.trim();
    const error = trimmed === '' ? t('auth.required') : /^[^\s@]+@[^\s@]+$/.test(trimmed) ? undefined : t('auth.invalidEmail');
    setEmailError(error);
    if (!error) mutation.mutate(trimmed);
  };

  const backToLogin = (
    <Link component={RouterLink} to={loginPathOf(area)} sx={{ alignSelf: 'center' }}>
      {t('common.backToLogin')}
    </Link>
  );
  if (mutation.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" icon={<MarkEmailReadIcon />} role="status">
          <AlertTitle>{t('auth.requestReset.sentTitle')}</AlertTitle>
          {t('auth.requestReset.sent')}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <AuthForm mutation={mutation} onSubmit={submit} submitLabel={t('auth.requestReset.submit')} footer={backToLogin}>
      <EmailField autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} errorText={emailError} />
    </AuthForm>
  );
}
