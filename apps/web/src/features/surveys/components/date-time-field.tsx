import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { displayWallClock, fromDisplayWallClock } from '../../../lib/display-time-zone.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';

interface DateTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id?: string;
  label: string;
  disabled?: boolean;
}

/** A time on the school's clock (the display time zone, whatever the browser's), held as an ISO time; empty is null. */
export function DateTimeField<T extends FieldValues>({ control, name, id, label, disabled }: DateTimeFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  const value = field.value as string | null | undefined;
  return (
    <TextField
      type="datetime-local"
      fullWidth
      id={id}
      label={label}
      name={field.name}
      inputRef={field.ref}
      disabled={disabled}
      value={value ? displayWallClock(new Date(value)) : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : (fromDisplayWallClock(event.target.value) ?? null))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={contractMessage(fieldState.error?.message)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
