import { enUS, jaJP } from '@mui/material/locale';
import { createTheme, useTheme, type Theme } from '@mui/material/styles';
// The system's provider, as app/root-layout.tsx uses (MUI's also bundles the CSS-variables provider).
import { ThemeProvider } from '@mui/system';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { enUS as gridEnUS, jaJP as gridJaJP } from '@mui/x-data-grid/locales';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n.ts';

/** The texts MUI's own components say (Autocomplete's 「開く」, the pager's 「前のページへ」, the grid's), per language. */
const MATERIAL: Record<Language, object> = { ja: jaJP, en: enUS };
const GRID: Record<Language, { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }> = { ja: gridJaJP, en: gridEnUS };

/**
 * MUI X Charts has no Japanese locale: the few texts our bar charts can show (an empty or loading
 * chart, a bar without a value read by a screen reader) come from our catalogues, in both languages.
 */
function chartsLocalization(t: TFunction<'shell'>): object {
  const localeText: Partial<ChartsLocaleText> = { loading: t('shell.charts.loading'), noData: t('shell.charts.noData'), a11yNoValue: t('shell.charts.noValue') };
  return { components: { MuiChartsLocalizationProvider: { defaultProps: { localeText } } } };
}

/** The grid's texts of the language, with the "1–50 of 120" line from our catalogue (jaJP leaves it in English). */
function gridLocalization(language: Language, t: TFunction<'shell'>): object {
  const localeText: Partial<GridLocaleText> = {
    ...GRID[language].components.MuiDataGrid.defaultProps.localeText,
    paginationDisplayedRows: ({ from, to, count }) => t('list.displayedRows', { from, to, count }),
  };
  return { components: { MuiDataGrid: { defaultProps: { localeText } } } };
}

/** The portal's theme with MUI's, MUI X's and the charts' texts of a language composed in (decision 044). */
export function localizedTheme(theme: Theme, language: Language, t: TFunction<'shell'>): Theme {
  return createTheme(theme, MATERIAL[language], gridLocalization(language, t), chartsLocalization(t));
}

/**
 * Around the pages that load with a portal (and the reset pages): the theme above it (the portal's
 * colours, app/portal-theme.ts) with the texts of the display language, composed again when the
 * language changes. Kept out of the login page, which draws none of these components (decision 032).
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const outer = useTheme();
  // Suspends until the charts' texts are there (the portals load `shell` first anyway).
  const { t, i18n } = useTranslation('shell');
  const language: Language = i18n.language === 'en' ? 'en' : 'ja';
  const theme = useMemo(() => localizedTheme(outer, language, t), [outer, language, t]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
