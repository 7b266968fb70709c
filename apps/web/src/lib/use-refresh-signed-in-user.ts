import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { buildAccessTokenQueryKey } from './access-token-query-key.ts';
import { getSignedInUser, setSignedInUser } from './auth-store.ts';

/**
 * After the student changed their own account: shows the fresh fields in the header at once, then
 * asks the server for the whole signed-in user so everything derived from it is current.
 */
export function useRefreshSignedInUser(): (changes: Partial<SignedInUser>) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (changes: Partial<SignedInUser>) => {
      const user = getSignedInUser();
      if (user) setSignedInUser({ ...user, ...changes });
      await queryClient.invalidateQueries({ queryKey: buildAccessTokenQueryKey('student') });
    },
    [queryClient],
  );
}
