import i18next from 'i18next';
import { initI18n } from '../lib/i18n.ts';

// Every namespace in both languages, in the test bundle itself: a component renders its strings
// without the portal that would load them in the app.
const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Initialises i18n (as the app does) and adds every catalogue, so tests need no lazy loading. */
export function loadAllCatalogues(): typeof i18next {
  initI18n();
  for (const [path, catalogue] of Object.entries(FILES)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (language && namespace && !i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, catalogue);
  }
  return i18next;
}
