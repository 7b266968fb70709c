import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useContractMessage } from '../../lib/use-contract-message.ts';

/**
 * What a MUI TextField needs to show a react-hook-form field: its name, ref, value (null shows as
 * empty), events, and the contract's error message in place of the field's own hint.
 */
export function useTextFieldBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, helperText?: ReactNode) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  return {
    field,
    bound: {
      name: field.name,
      inputRef: field.ref,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      error: fieldState.invalid,
      helperText: contractMessage(fieldState.error?.message) ?? helperText,
    },
  };
}
