import { AppRoutes } from './router.tsx';
import { TransitionRouter } from './transition-router.tsx';
// Listens to back and forward before the router does (a form with unsaved changes asks first).
import '../lib/history-gate.ts';

/** The query cache is not here: it comes with the pages that query (query-provider.tsx). */
export function App() {
  return (
    <TransitionRouter>
      <AppRoutes />
    </TransitionRouter>
  );
}
