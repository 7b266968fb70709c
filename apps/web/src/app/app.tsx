import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

/** The query cache is not here: it comes with the pages that query (query-provider.tsx). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
