import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  autoComplete: string;
  /** The field's own error, shown under it in place of the hint. */
  errorText?: string;
};

/** A required, full-width password input whose text can be revealed, which helps on phones. */
export function PasswordField({ autoComplete, errorText, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      required
      fullWidth
      {...props}
      {...(errorText ? { error: true, helperText: errorText } : {})}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        // No asterisk: every password field is required, and the label stays exactly its text.
        inputLabel: { required: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
