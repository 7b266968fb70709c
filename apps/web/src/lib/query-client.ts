import { QueryClient } from '@tanstack/react-query';
import { isApiError, isServerUnreachable } from './api-error.ts';

/**
 * Retrying a 4xx only repeats the same refusal, and an unreachable server is the connection
 * banner's to retry (lib/connection-status.ts), which refetches every shown query once it answers.
 * Other server errors get two more tries.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isServerUnreachable(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. This module (and TanStack Query with it) is not part of the login
 * page's JavaScript: it loads with the first page that queries (a portal, a reset page) and with a
 * sign-in, which seeds it with the session (features/auth/api/login-api.ts).
 */
export const appQueryClient = createQueryClient();
