const FALLBACK_PRODUCT_NAME = 'Manabiya';

/** The server rewrites this meta tag to the configured PRODUCT_NAME, so read it at runtime. */
export function readProductName(): string {
  const content = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return content || FALLBACK_PRODUCT_NAME;
}

export function formatDocumentTitle(pageTitle: string | undefined): string {
  const productName = readProductName();
  return pageTitle ? `${pageTitle} | ${productName}` : productName;
}
