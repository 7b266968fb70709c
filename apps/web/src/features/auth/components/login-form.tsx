import type { Area } from '@manabiya/domain/enums/account-type';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestPathOf, startPathOf } from '../../../lib/portal-paths.ts';
import { focusTitleOnArrival } from '../../../lib/title-focus-on-arrival.ts';
import { useLogin } from '../api/login-api.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';

interface FieldErrors {
  email?: string;
  password?: string;
}

interface LoginFormProps {
  area: Area;
  /** Fetches the portal's code while the password is checked, so it shows as soon as the sign-in succeeds. */
  preloadPortal?: () => void;
}

/** The one login form of the three portals; the theme and the title come from the page. */
export function LoginForm({ area, preloadPortal }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useLogin(area);
  const resetRequestPath = resetRequestPathOf(area);

  const submit = () => {
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = t('auth.required');
    if (password === '') errors.password = t('auth.required');
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    preloadPortal?.();
    // The promise settles even once the route guard has left this page for the portal (a mutate
    // callback would not run then); the form shows a failure from the mutation's state.
    mutation.mutateAsync({ email: email.trim(), password }).then(
      ({ user }) => {
        // The language the account chose on any device follows it here (decision 025).
        if (user.language && user.language !== i18n.resolvedLanguage) void changeLanguage(user.language);
        focusTitleOnArrival();
        void navigate(startPathOf(area), { replace: true });
      },
      () => undefined,
    );
  };

  return (
    <AuthForm
      mutation={mutation}
      onSubmit={submit}
      submitLabel={t('auth.login')}
      footer={
        // Drawn as MUI's Link draws it (primary colour, underline on hover) with the Typography the
        // page already has: MUI's Link would be in the login page's JavaScript for this one line.
        <Typography
          component={RouterLink}
          to={resetRequestPath}
          variant="inherit"
          color="primary"
          sx={{ alignSelf: 'center', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {t('auth.forgotPassword')}
        </Typography>
      }
    >
      <EmailField autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} errorText={fieldErrors.email} />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorText={fieldErrors.password}
      />
    </AuthForm>
  );
}
