import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/auth-api.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { AuthForm } from './auth-form.tsx';
import { validateNewPassword } from './validate-new-password.ts';

interface NewPasswordFormProps {
  area: Area;
  token: string;
  /** The account the link belongs to, shown so the user knows which password they change. */
  email: string;
  onDone: () => void;
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

export function NewPasswordForm({ area, token, email, onDone }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useResetPassword(area);

  const submit = () => {
    const next: FieldErrors = {
      password: validateNewPassword(password, t),
      confirmation: confirmation === password ? undefined : t('auth.reset.passwordMismatch'),
    };
    setErrors(next);
    if (!next.password && !next.confirmation) mutation.mutate({ token, password }, { onSuccess: onDone });
  };

  return (
    <AuthForm mutation={mutation} onSubmit={submit} submitLabel={t('auth.reset.submit')}>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
        <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
          {t('auth.reset.accountEmail')}
        </Box>
        <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="reset-email">
          {email}
        </Box>
      </Box>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('auth.reset.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorText={errors.password}
        helperText={t('auth.reset.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        errorText={errors.confirmation}
      />
    </AuthForm>
  );
}
