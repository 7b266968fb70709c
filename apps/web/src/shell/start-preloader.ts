import i18next from 'i18next';

/**
 * What a portal's chunk exports as `preloadStart` (app/router.tsx calls it after a sign-in, as soon as
 * the chunk is here): the portal's catalogues and its start page, fetched side by side. A failure is
 * left to the route, which reports it.
 */
export function startPreloader(namespaces: readonly string[], loadStartPage: () => Promise<unknown>): () => void {
  return () => {
    void i18next.loadNamespaces([...namespaces]).catch(() => undefined);
    void loadStartPage().catch(() => undefined);
  };
}
