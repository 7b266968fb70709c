import { QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onReconnected } from '../lib/connection-status.ts';
import { appQueryClient } from '../lib/query-client.ts';

/**
 * While the server is unreachable, pages keep the data they showed (the cache keeps it through a
 * failed fetch); once it answers again, every query on screen is fetched anew, the session check
 * included.
 */
function RefetchOnReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}

/**
 * What the server wrote for the reader (why an action is not possible now, an error on screen) is in
 * the language of the request that fetched it (decision 044): after a switch of language every query
 * on screen is fetched again, in the new one, and shows its old answer until the new one is there.
 */
function RefetchOnLanguageChange() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient, i18n]);
  return null;
}

/**
 * The query cache around the pages that query (the portals, the reset pages): loaded with them, so
 * the login page needs no TanStack Query. A client given above (a unit test's) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const content = (
    <>
      <RefetchOnReconnect />
      <RefetchOnLanguageChange />
      {children}
    </>
  );
  return outer ? content : <QueryClientProvider client={appQueryClient}>{content}</QueryClientProvider>;
}
