import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../lib/snackbar-context.ts';
import type { FormDialogProps } from './form-dialog.tsx';
import { useServerFieldErrors } from './use-server-field-errors.ts';

export interface FormDialogOptions<I extends FieldValues, O extends FieldValues, V, R> {
  /** The contract's zod schema: the same rules as the server, shown under the fields. */
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** The feature's save mutation (from its `api/`), which refreshes the lists it changes. */
  mutation: UseMutationResult<R, Error, V>;
  /** Turns the checked form values into the mutation's variables. */
  toVariables: (values: O) => V;
  /** The snackbar's text once saved. */
  savedMessage: (saved: R, variables: V) => string;
  onClose: () => void;
  onSaved?: (saved: R) => void;
}

export interface FormDialogState<I extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<I, unknown, O>;
  /** Spread onto `<FormDialog>`: submit, close, busy state and the server's error. */
  dialogProps: Pick<FormDialogProps, 'open' | 'onSubmit' | 'onClose' | 'submitting' | 'error'>;
}

/**
 * The skeleton every create/edit dialog shares: react-hook-form checked by the contract, the save
 * mutation, the server's field errors under their fields, a snackbar and closing once saved. A
 * dialog then holds only its fields.
 */
export function useFormDialog<I extends FieldValues, O extends FieldValues, V, R>({
  schema,
  defaultValues,
  mutation,
  toVariables,
  savedMessage,
  onClose,
  onSaved,
}: FormDialogOptions<I, O, V, R>): FormDialogState<I, O> {
  const showSnackbar = useSnackbar();
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  const serverErrors = useServerFieldErrors(form);
  const onSubmit = form.handleSubmit((values) => {
    serverErrors.clear();
    const variables = toVariables(values);
    mutation.mutate(variables, {
      onSuccess: (saved) => {
        showSnackbar(savedMessage(saved, variables));
        onSaved?.(saved);
        onClose();
      },
      onError: serverErrors.apply,
    });
  });
  return { form, dialogProps: { open: true, onSubmit, onClose, submitting: mutation.isPending, error: serverErrors.error } };
}
