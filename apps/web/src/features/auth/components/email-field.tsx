import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from '../../../components/form/outlined-text-field.tsx';

type EmailFieldProps = Omit<OutlinedTextFieldProps, 'label' | 'type' | 'name' | 'helperText' | 'error'> & {
  /** The field's own error, shown under it. */
  errorText: string | undefined;
};

/** The email input of the sign-in forms: required, without MUI's asterisk in its accessible name. */
export function EmailField({ errorText, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return <OutlinedTextField label={t('auth.email')} type="email" name="email" error={Boolean(errorText)} helperText={errorText} {...props} />;
}
