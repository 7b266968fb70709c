import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../lib/snackbar-context.ts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile } from './download-file.ts';

interface CsvExportButtonProps {
  /** API path after `/api`, with the list's filters: `/admin/company/csv?${list.csvQuery}`. */
  path: string;
  /** Used only when the server sends no file name. */
  fallbackName?: string;
}

/** Downloads a list's CSV. Render it only for users with level `all` of the section (the server checks too). */
export function CsvExportButton({ path, fallbackName = 'export.csv' }: CsvExportButtonProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      showSnackbar(isApiError(error) && error.message ? error.message : t('list.csvFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy} data-testid="csv-export">
      {t('list.csv')}
    </Button>
  );
}
