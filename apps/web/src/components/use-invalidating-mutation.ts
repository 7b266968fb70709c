import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey, withIdempotencyKey } from '../lib/api-client.ts';
import { isServerUnreachable } from '../lib/api-error.ts';

/** What a create-or-replace mutation takes: `id` null creates. */
export interface SaveVariables<B> {
  id: number | null;
  body: B;
}

interface InvalidatingOptions {
  /** Refresh after a failure too: a save that fails half-way (a new profile whose icon was refused) still changed the list. */
  alsoOnError?: boolean;
}

/** The same submit: equal plain values, form data with the same entries, files by identity. */
export function sameSubmit(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof FormData && b instanceof FormData) return sameSubmit([...a.entries()], [...b.entries()]);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameSubmit(item, b[index]));
  const plain = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (plain(a) && plain(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameSubmit(a[key], b[key]));
  }
  return false;
}

/**
 * A mutation that marks the lists it changes stale (the feature's key family) before its callers
 * hear of the success, so no page or dialog refreshes lists itself.
 *
 * Each submit sends its create with a fresh Idempotency-Key (decision 029); submitting the same
 * values again after the server could not be reached is the same attempt and keeps its key, so a
 * create that was saved although its answer was lost is answered, not made twice.
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  queryKey: QueryKey,
  { alsoOnError = false }: InvalidatingOptions = {},
): UseMutationResult<R, Error, V> {
  const queryClient = useQueryClient();
  const lastAttempt = useRef<{ variables: V; key: string } | undefined>(undefined);
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn: (variables: V) => {
      const previous = lastAttempt.current;
      const key = previous && sameSubmit(previous.variables, variables) ? previous.key : newIdempotencyKey();
      lastAttempt.current = { variables, key };
      return withIdempotencyKey(key, () => mutationFn(variables));
    },
    onSuccess: () => {
      lastAttempt.current = undefined;
      return invalidate();
    },
    onError: (error) => {
      // Only an attempt whose outcome is unknown may be repeated with its key.
      if (!isServerUnreachable(error)) lastAttempt.current = undefined;
      return alsoOnError ? invalidate() : undefined;
    },
  });
}
