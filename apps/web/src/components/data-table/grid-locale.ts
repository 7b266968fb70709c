import type { GridLocaleText } from '@mui/x-data-grid';
import { jaJP } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

const JAPANESE = jaJP.components.MuiDataGrid.defaultProps.localeText;

/** The grid's own texts in the display language (English is the grid's built-in default). */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  // jaJP leaves the "1–50 of 120" line in English: say it through our catalogue.
  const displayedRows: Partial<GridLocaleText> = {
    paginationDisplayedRows: ({ from, to, count }) => t('list.displayedRows', { from, to, count }),
  };
  return i18n.language === 'ja' ? { ...JAPANESE, ...displayedRows } : displayedRows;
}
