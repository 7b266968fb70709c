import { STUDENT_IMPORT_TEMPLATE } from '@manabiya/domain/contracts/student-csv';
import type { StudentImportPreview, StudentImportRow } from '@manabiya/domain/contracts/students';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useDateFormat } from '../../../lib/format-date.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useImportStudents, usePreviewStudentImport } from '../api/student-api.ts';
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

type PreviewField = 'name' | 'name_kana' | 'email' | 'company_id' | 'status' | 'grade' | 'course_mode' | 'start_date' | 'end_date' | 'birthday' | 'gender' | 'prefecture_id';

/** The preview's columns: the field its errors are keyed by, its label, and the row's value in words. */
function usePreviewColumns(): Array<{ field: PreviewField; label: string; value: (row: StudentImportRow) => string }> {
  const { t } = useTranslation();
  const statusLabel = useEnumLabel('studentStatus');
  const courseModeLabel = useEnumLabel('courseMode');
  const genderLabel = useEnumLabel('gender');
  const formatDate = useDateFormat().date;
  const text = (value: string | null) => value ?? '';
  return [
    { field: 'name', label: t('admin.fields.name'), value: (row) => text(row.values.name) },
    { field: 'name_kana', label: t('admin.fields.nameKana'), value: (row) => text(row.values.name_kana) },
    { field: 'email', label: t('admin.fields.email'), value: (row) => text(row.values.email) },
    { field: 'company_id', label: t('admin.student.company'), value: (row) => text(row.values.company_name) },
    { field: 'status', label: t('admin.student.status'), value: (row) => (row.values.status === null ? '' : statusLabel(row.values.status)) },
    { field: 'grade', label: t('admin.student.grade'), value: (row) => text(row.values.grade) },
    { field: 'course_mode', label: t('admin.student.courseMode'), value: (row) => (row.values.course_mode === null ? '' : courseModeLabel(row.values.course_mode)) },
    { field: 'start_date', label: t('admin.student.startDate'), value: (row) => formatDate(row.values.start_date) },
    { field: 'end_date', label: t('admin.student.endDate'), value: (row) => formatDate(row.values.end_date) },
    { field: 'birthday', label: t('admin.student.birthday'), value: (row) => formatDate(row.values.birthday) },
    { field: 'gender', label: t('admin.student.gender'), value: (row) => (row.values.gender === null ? '' : genderLabel(row.values.gender)) },
    { field: 'prefecture_id', label: t('admin.student.prefecture'), value: (row) => text(row.values.prefecture_name) },
  ];
}

/** Every error of the file, row by row and field by field, in words — above the preview, never off to the side. */
function ImportErrorList({ preview, labelOf }: { preview: StudentImportPreview; labelOf: (field: string) => string }) {
  const { t } = useTranslation();
  const rows = preview.rows.filter((row) => Object.keys(row.errors).length > 0);
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="student-import-errors-title" data-testid="import-errors" sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'error.light', borderRadius: 1, px: 2, py: 1 }} tabIndex={0}>
      <Typography id="student-import-errors-title" variant="subtitle2" component="h3" color="error.dark">
        {t('admin.student.import.errorListTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map((row) => (
          <li key={row.line} data-testid="import-error-row">
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {t('admin.student.import.lineOf', { line: row.line })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {Object.entries(row.errors).map(([field, message]) => (
                <Typography key={field} component="li" variant="body2">
                  {t('admin.student.import.fieldError', { field: labelOf(field), message })}
                </Typography>
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PreviewTable({ preview, columns }: { preview: StudentImportPreview; columns: ReturnType<typeof usePreviewColumns> }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={t('admin.student.import.previewTable')}>
      <Table size="small" stickyHeader aria-label={t('admin.student.import.previewTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.student.import.line')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.field} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => {
            const invalid = Object.keys(row.errors).length > 0;
            return (
              <TableRow key={row.line} data-testid="import-row" aria-invalid={invalid} sx={invalid ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : undefined}>
                <TableCell sx={invalid ? { color: 'error.dark', fontWeight: 600 } : undefined}>{row.line}</TableCell>
                {columns.map((column) => {
                  const error = row.errors[column.field];
                  return (
                    <TableCell
                      key={column.field}
                      sx={{ whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', ...(error ? { color: 'error.dark', fontWeight: 600, boxShadow: 'inset 0 -2px 0 #d32f2f' } : {}) }}
                      title={error}
                    >
                      {column.value(row) || (error ? t('admin.student.import.unreadable') : '')}
                    </TableCell>
                  );
                })}
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
  const columns = usePreviewColumns();
  const labelOf = (field: string) => columns.find((column) => column.field === field)?.label ?? field;
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
              <ImportErrorList preview={preview.data} labelOf={labelOf} />
              <PreviewTable preview={preview.data} columns={columns} />
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
