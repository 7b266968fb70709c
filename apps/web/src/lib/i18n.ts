import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import jaAuth from '../locales/ja/auth.json';
import jaCommon from '../locales/ja/common.json';
import jaErrors from '../locales/ja/errors.json';
import type { Namespace } from './namespaces.ts';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the chosen display language. */
export const LANGUAGE_STORAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'ja';

/**
 * What the login page shows, in the default language. Every other catalogue is a chunk of its own,
 * fetched the first time it is needed: a portal's namespaces with the portal (docs/decisions/020),
 * the not-found and maintenance pages' with them, these three in English when English is chosen (a
 * small fetch before the switch applies), so the login page's JavaScript holds one language.
 */
const BUNDLED = {
  ja: { common: jaCommon, errors: jaErrors, auth: jaAuth },
};
const BUNDLED_NAMESPACES = Object.keys(BUNDLED.ja) as Namespace[];

const LAZY_CATALOGUES = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/ja/common.json',
  '!../locales/ja/errors.json',
  '!../locales/ja/auth.json',
]);

/** '../locales/ja/admin.json' → 'admin'. */
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/**
 * Where a key is looked up after `common` (i18next fallbackNS): every other namespace, one per
 * catalogue file, so a new file pair needs no list edited here. No key is in two namespaces
 * (locales/catalogues.test.ts), so their order changes no lookup.
 */
export const FALLBACK_NAMESPACES = [...new Set([...BUNDLED_NAMESPACES, ...Object.keys(LAZY_CATALOGUES).map(namespaceOf)])].filter(
  (namespace) => namespace !== 'common',
) as Array<Exclude<Namespace, 'common'>>;

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LAZY_CATALOGUES[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to Japanese.
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string): void {
  // Screen readers and axe read the language from <html lang>.
  document.documentElement.lang = language;
}

/**
 * Initialises i18next once, synchronously, with the bundled namespaces. A key such as
 * `admin.fields.name` is looked up in `common`, then in each fallback namespace: every catalogue
 * file keeps its words under its namespace as top key, except that a feature's admin pages keep
 * theirs under `admin` (`students.json` holds `admin.student.…`), so no key string names a file.
 */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const language = readStoredLanguage();
  void i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({
      resources: BUNDLED,
      partialBundledLanguages: true,
      ns: BUNDLED_NAMESPACES,
      defaultNS: 'common',
      fallbackNS: [...FALLBACK_NAMESPACES],
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  applyDocumentLanguage(language);
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but the switch still applies to this one.
  }
  // i18next loads the namespaces already in use in the new language before it switches.
  await i18next.changeLanguage(language);
}
