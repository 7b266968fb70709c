import { ChangePasswordBody } from '@manabiya/domain/contracts/mypage';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TitledSection } from '../../../components/titled-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useTextFieldBinding } from '../../../components/form/use-text-field-binding.ts';
import { useChangeMypagePassword } from '../api/mypage-api.ts';

interface PasswordFormValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

type PasswordFieldName = keyof PasswordFormValues;

function FormPasswordField({ control, name, label, autoComplete }: { control: Control<PasswordFormValues>; name: PasswordFieldName; label: string; autoComplete: string }) {
  const { bound } = useTextFieldBinding(control, name);
  return <PasswordField label={label} autoComplete={autoComplete} {...bound} />;
}

const EMPTY: PasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

/** Password change: the current one, the new one twice. The server then ends the other sessions. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const schema = useMemo(
    () =>
      ChangePasswordBody.extend({ confirm_password: z.string() }).refine((value) => value.confirm_password === value.new_password, {
        path: ['confirm_password'],
        message: t('mypage.password.mismatch'),
      }),
    [t],
  );
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const serverErrors = useServerFieldErrors(form);
  const change = useChangeMypagePassword();

  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    serverErrors.clear();
    setChanged(false);
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      setChanged(true);
    } catch (error) {
      serverErrors.apply(error);
    }
  });

  return (
    <TitledSection titleId="mypage-password-title" title={t('mypage.password.title')} lead={t('mypage.password.lead')}>
      {changed && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="password-changed">
          {t('mypage.password.changed')}
        </Alert>
      )}
      {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} sx={{ mb: 2 }} />}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('mypage.password.title')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormPasswordField control={form.control} name="current_password" label={t('mypage.password.current')} autoComplete="current-password" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormPasswordField control={form.control} name="new_password" label={t('mypage.password.new')} autoComplete="new-password" />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormPasswordField control={form.control} name="confirm_password" label={t('mypage.password.confirm')} autoComplete="new-password" />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('mypage.password.submit')}
          </Button>
        </Box>
      </Box>
    </TitledSection>
  );
}
