import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import ja from '../locales/ja/translation.json';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the chosen display language. */
export const LANGUAGE_STORAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'ja';

export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

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

/** Initialises i18next once; both catalogues are small enough to ship in the main chunk. */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const language = readStoredLanguage();
  void i18next.use(initReactI18next).init({
    resources,
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
  await i18next.changeLanguage(language);
}
