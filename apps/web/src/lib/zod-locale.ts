import i18next from 'i18next';
import { z } from 'zod';

/**
 * zod's own messages (rules for which the contracts give no message of their own) follow the UI
 * language. Imported by the portal chunks, so zod stays out of the login page's initial JavaScript.
 * The contracts' own (Japanese) messages are translated where a field shows them: use-contract-message.ts.
 */
function applyZodLocale(language: string): void {
  z.config(language === 'en' ? z.locales.en() : z.locales.ja());
}

applyZodLocale(i18next.language);
i18next.on('languageChanged', applyZodLocale);
