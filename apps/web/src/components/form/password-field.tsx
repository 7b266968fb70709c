import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';

type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment' | 'autoComplete'> & {
  autoComplete: string;
  /** The field's own error, shown under it in place of the hint. */
  errorText?: string;
};

/** A required, full-width password input whose text can be revealed, which helps on phones. */
export function PasswordField({ errorText, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...props}
      {...(errorText ? { error: true, helperText: errorText } : {})}
      type={visible ? 'text' : 'password'}
      endAdornment={
        // The reveal button, laid out and drawn as MUI's InputAdornment (position="end") and IconButton
        // (edge="end") draw it, without their code: the IconButton brings its loading spinner.
        <Box sx={{ display: 'flex', maxHeight: '2em', alignItems: 'center', whiteSpace: 'nowrap', color: 'action.active', ml: 1 }}>
          <ButtonBase
            centerRipple
            focusRipple
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
            sx={(theme) => ({
              flex: '0 0 auto',
              padding: '8px',
              marginRight: '-12px',
              borderRadius: '50%',
              fontSize: theme.typography.pxToRem(24),
              color: theme.palette.action.active,
              transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
              '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.action.hover } },
            })}
          >
            {visible ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
          </ButtonBase>
        </Box>
      }
    />
  );
}
