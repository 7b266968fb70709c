import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTextFieldBinding } from './use-text-field-binding.ts';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues, V extends string | number> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: ReadonlyArray<SelectOption<V>>;
  /** When set, an extra first option that stores null ("未設定"). */
  emptyLabel?: string;
};

/** A select of typed values (numbers stay numbers); the options' values are compared as text. */
export function FormSelectField<T extends FieldValues, V extends string | number>({
  control,
  name,
  options,
  emptyLabel,
  helperText,
  ...props
}: FormSelectFieldProps<T, V>) {
  const { field, bound } = useTextFieldBinding(control, name, helperText);
  const value = field.value as V | null | undefined;
  return (
    <TextField
      fullWidth
      {...props}
      {...bound}
      select
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const option = options.find((candidate) => String(candidate.value) === event.target.value);
        field.onChange(option ? option.value : null);
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
