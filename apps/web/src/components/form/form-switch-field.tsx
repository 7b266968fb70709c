import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useContractMessage } from '../../lib/use-contract-message.ts';

export interface FormSwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A boolean field as a labelled switch, with the field's error below it. */
export function FormSwitchField<T extends FieldValues>({ control, name, label, disabled }: FormSwitchFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch name={field.name} slotProps={{ input: { ref: field.ref } }} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
        }
      />
      {fieldState.error?.message && <FormHelperText>{contractMessage(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
