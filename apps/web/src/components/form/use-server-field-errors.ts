import { useCallback, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, isApiError } from '../../lib/api-error.ts';

export interface ServerFieldErrors {
  /** What is left for an <ErrorMessage>: the failure without the details shown on fields; null if none. */
  error: unknown;
  /** Call with a failed mutation's error: `details` of a 400 land on the matching fields (`setError`). */
  apply: (error: unknown) => void;
  clear: () => void;
}

/**
 * Puts the server's field errors (`details`, keyed by dot paths such as `levels.role_management`)
 * onto react-hook-form fields, so the server's wording shows under the field that caused it.
 *
 * ```tsx
 * const serverErrors = useServerFieldErrors(form);
 * const onSubmit = form.handleSubmit((body) => save.mutateAsync(body).catch(serverErrors.apply));
 * {serverErrors.error && <ErrorMessage error={serverErrors.error} />}
 * ```
 */
export function useServerFieldErrors<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  form: UseFormReturn<T, C, O>,
): ServerFieldErrors {
  const [error, setError] = useState<unknown>(null);
  const { getValues, setError: setFieldError } = form;

  const apply = useCallback(
    (caught: unknown) => {
      if (!isApiError(caught) || !caught.details) {
        setError(caught);
        return;
      }
      const remaining: Record<string, string> = {};
      let first = true;
      for (const [field, message] of Object.entries(caught.details)) {
        // A field the form holds (null counts: an empty picker) gets the message; others stay in the alert.
        if (getValues(field as FieldPath<T>) !== undefined) {
          setFieldError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        } else {
          remaining[field] = message;
        }
      }
      const left = Object.keys(remaining).length > 0 ? remaining : undefined;
      setError(new ApiError(caught.status, caught.message, { details: left, code: caught.code }));
    },
    [getValues, setFieldError],
  );
  const clear = useCallback(() => setError(null), []);
  return { error, apply, clear };
}
