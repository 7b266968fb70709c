/**
 * The catalogue namespaces: one JSON file per namespace and language in locales/, each holding its
 * namespace as its top key. Lookups start in `common` and go on through these (i18next fallbackNS),
 * so `t('admin.fields.name')` needs no namespace prefix (docs/decisions/020).
 */
export const FALLBACK_NAMESPACES = [
  'errors',
  'auth',
  'publicPages',
  'shell',
  'start',
  'menu',
  'list',
  'form',
  'enums',
  'admin',
  'onboarding',
  'webpush',
  'mypage',
  'companyPortal',
  'teacherProfiles',
  'informations',
] as const;

export type Namespace = 'common' | (typeof FALLBACK_NAMESPACES)[number];

/** What every portal's shell shows (header, menu, lists, forms, coded values, the bell). */
export const SHELL_NAMESPACES = ['shell', 'start', 'menu', 'list', 'form', 'enums', 'informations'] as const satisfies readonly Namespace[];
