import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A `YYYY-MM-DD` date as the browser's own date input; empty means null. */
export function FormDateField<T extends FieldValues>({ control, name, helperText, ...props }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      type="date"
      name={field.name}
      inputRef={field.ref}
      value={(field.value) ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
