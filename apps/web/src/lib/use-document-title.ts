import { useEffect } from 'react';
import { formatDocumentTitle } from './product-name.ts';

export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
