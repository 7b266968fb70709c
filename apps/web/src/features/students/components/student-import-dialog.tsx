import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_TEMPLATE } from '@manabiya/domain/contracts/student-csv';
import type { StudentImportPreview, StudentImportRow } from '@manabiya/domain/contracts/students';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useImportStudents, usePreviewStudentImport } from '../api/student-mutations.ts';
import { usePhone } from '../../../lib/use-phone.ts';

function downloadTemplate(fileName: string) {
  const blob = new Blob(['\uFEFF', STUDENT_IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function cellText(row: StudentImportRow, key: (typeof STUDENT_IMPORT_COLUMNS)[number]['key']): string {
  const value = row.values[key];
  return value === null ? '' : String(value);
}

function PreviewTable({ preview }: { preview: StudentImportPreview }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={t('admin.student.import.previewTable')}>
      <Table size="small" stickyHeader aria-label={t('admin.student.import.previewTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.student.import.line')}</TableCell>
            {STUDENT_IMPORT_COLUMNS.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
            <TableCell>{t('admin.student.import.errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => {
            const invalid = Object.keys(row.errors).length > 0;
            return (
              <TableRow key={row.line} data-testid="import-row" aria-invalid={invalid} sx={invalid ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}>
                <TableCell>{row.line}</TableCell>
                {STUDENT_IMPORT_COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    sx={row.errors[column.key] ? { color: 'error.dark', fontWeight: 600, boxShadow: 'inset 0 -2px 0 #d32f2f' } : { whiteSpace: 'nowrap' }}
                    title={row.errors[column.key]}
                  >
                    {cellText(row, column.key)}
                  </TableCell>
                ))}
                <TableCell sx={{ color: 'error.dark', minWidth: 200 }}>
                  {Object.entries(row.errors).map(([field, message]) => (
                    <div key={field}>{message}</div>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Import students from a CSV file: preview every row's errors, then register them all in one go. */
export function StudentImportDialog({ onClose }: { onClose: () => void }) {
  // Like the form dialogs: a phone gets the whole screen, so the preview table and buttons fit.
  const phone = usePhone();
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [sendInvitations, setSendInvitations] = useState(false);
  const preview = usePreviewStudentImport();
  const run = useImportStudents();
  const startImport = (csv: string) =>
    run.mutate(
      { csv, send_invitations: sendInvitations },
      {
        onSuccess: (result) => {
          showSnackbar(
            result.invited > 0
              ? t('admin.student.import.doneInvited', { count: result.created, invited: result.invited })
              : t('admin.student.import.done', { count: result.created }),
          );
          onClose();
        },
      },
    );
  const busy = preview.isPending || run.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="student-import-title">
      <DialogTitle id="student-import-title">{t('admin.student.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('admin.student.import.note')}{' '}
            <Link component="button" type="button" onClick={() => downloadTemplate(t('admin.student.import.templateFile'))}>
              {t('admin.student.import.template')}
            </Link>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('admin.student.import.chooseFile')}
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                data-testid="student-import-file"
                onChange={async (event) => {
                  const picked = event.target.files?.[0];
                  event.target.value = '';
                  if (!picked) return;
                  setFile({ name: picked.name, csv: await picked.text() });
                  preview.reset();
                  run.reset();
                }}
              />
            </Button>
            <Typography variant="body2">{file ? file.name : t('admin.student.import.noFile')}</Typography>
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={sendInvitations} onChange={(event) => setSendInvitations(event.target.checked)} />}
            label={t('admin.student.import.sendInvitations')}
          />
          {preview.error && <ErrorMessage error={preview.error} />}
          {run.error && <ErrorMessage error={run.error} />}
          {preview.data && (
            <>
              <Alert severity={preview.data.valid ? 'success' : 'error'} role="status">
                {preview.data.valid
                  ? t('admin.student.import.summaryValid', { count: preview.data.total })
                  : t('admin.student.import.summaryErrors', { count: preview.data.total, errors: preview.data.error_rows })}
              </Alert>
              <PreviewTable preview={preview.data} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button variant="outlined" disabled={!file || busy} onClick={() => file && preview.mutate({ csv: file.csv, send_invitations: false })}>
          {t('admin.student.import.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || busy || !preview.data?.valid || preview.data.total === 0}
          onClick={() => file && startImport(file.csv)}
        >
          {t('admin.student.import.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
