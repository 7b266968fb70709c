// Stands in for `use-sync-external-store/shim` (vite.config.ts): the shim exists for React < 18,
// React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
