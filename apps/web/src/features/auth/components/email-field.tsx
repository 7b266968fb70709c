import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'required' | 'helperText' | 'error'> & {
  /** The field's own error, shown under it. */
  errorText: string | undefined;
};

/** The email input of the sign-in forms: required, without MUI's asterisk in its accessible name. */
export function EmailField({ errorText, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      required
      slotProps={{ inputLabel: { required: false } }}
      fullWidth
      error={Boolean(errorText)}
      helperText={errorText}
      {...props}
    />
  );
}
