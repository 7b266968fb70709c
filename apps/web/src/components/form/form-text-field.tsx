import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTextFieldBinding } from './use-text-field-binding.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to a react-hook-form field; null shows as empty, the error under the field. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const { bound } = useTextFieldBinding(control, name, helperText);
  return <TextField fullWidth {...props} {...bound} />;
}
