import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface OutlinedTextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A required, full-width outlined text input, as MUI's TextField draws it (label in the notch,
 * hint or error under it, tied to the input by id), without TextField's select variant: the sign-in
 * forms use it so that the login pages load no Select, Menu or Modal code.
 */
export function OutlinedTextField({ label, helperText, error = false, endAdornment, ...input }: OutlinedTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required error={error}>
      {/* No asterisk: the field is required, and its accessible name stays exactly its label. */}
      <InputLabel htmlFor={id} id={`${id}-label`} required={false}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} endAdornment={endAdornment} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
