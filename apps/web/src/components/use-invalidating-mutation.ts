import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';

/** What a create-or-replace mutation takes: `id` null creates. */
export interface SaveVariables<B> {
  id: number | null;
  body: B;
}

interface InvalidatingOptions {
  /** Refresh after a failure too: a save that fails half-way (a new profile whose icon was refused) still changed the list. */
  alsoOnError?: boolean;
}

/**
 * A mutation that marks the lists it changes stale (the feature's key family) before its callers
 * hear of the success, so no page or dialog refreshes lists itself.
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  queryKey: QueryKey,
  { alsoOnError = false }: InvalidatingOptions = {},
): UseMutationResult<R, Error, V> {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({ mutationFn, onSuccess: invalidate, onError: alsoOnError ? invalidate : undefined });
}
