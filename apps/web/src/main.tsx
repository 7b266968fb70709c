import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import { configureZodWithoutEval } from './lib/zod-without-eval.ts';

configureZodWithoutEval();
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a phone can take a tap or a keystroke while it renders.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
