import type { FlatNamespace } from 'i18next';

/**
 * A catalogue namespace: one JSON file per namespace and language in locales/, typed in
 * lib/i18next.d.ts. Lookups start in `common` and go on through every other namespace (i18next
 * fallbackNS, listed from the catalogue files in lib/i18n.ts), so `t('admin.fields.name')` needs
 * no namespace prefix (docs/decisions/020).
 */
export type Namespace = FlatNamespace;

/** What every portal's shell shows (header, menu, lists, forms, coded values, the bell, the not-found page). */
export const SHELL_NAMESPACES = ['shell', 'start', 'menu', 'list', 'form', 'enums', 'informations', 'publicPages'] as const satisfies readonly Namespace[];
