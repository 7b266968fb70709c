import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useContractMessage } from '../../lib/use-contract-message.ts';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Steps of the arrows (1 for days, 0.1 for hours). */
  step?: number;
  min?: number;
  max?: number;
  /**
   * The id of an element that shows this field's error instead of the field itself (a narrow field
   * in a row: the row says it at full width); the input is described by it.
   */
  errorShownBy?: string;
};

/** A number bound to a react-hook-form field: empty is null (the contract then says what is missing), text stays a number. */
export function FormNumberField<T extends FieldValues>({ control, name, step = 1, min, max, helperText, slotProps, errorShownBy, ...props }: FormNumberFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  const value = field.value as number | null | undefined;
  return (
    <TextField
      fullWidth
      {...props}
      type="number"
      name={field.name}
      inputRef={field.ref}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={errorShownBy ? helperText : (contractMessage(fieldState.error?.message) ?? helperText)}
      slotProps={{
        ...slotProps,
        htmlInput: {
          step,
          min,
          max,
          inputMode: step < 1 ? 'decimal' : 'numeric',
          ...(errorShownBy && fieldState.invalid ? { 'aria-describedby': errorShownBy } : {}),
        },
      }}
    />
  );
}
