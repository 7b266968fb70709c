import { Suspense, type ReactNode } from 'react';
import { LoadingOverlayFallback } from '../lib/loading-overlay-context.ts';

/** Shows the loading overlay while a lazy chunk downloads. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlayFallback />}>{children}</Suspense>;
}
