import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTextFieldBinding } from './use-text-field-binding.ts';

export type FormDateFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The earliest and latest `YYYY-MM-DD` the picker offers. */
  min?: string;
  max?: string;
};

/** A `YYYY-MM-DD` date as the browser's own date input; empty means null. */
export function FormDateField<T extends FieldValues>({ control, name, helperText, min, max, ...props }: FormDateFieldProps<T>) {
  const { field, bound } = useTextFieldBinding(control, name, helperText);
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      type="date"
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, ...(min === undefined && max === undefined ? {} : { htmlInput: { max, min } }) }}
    />
  );
}
