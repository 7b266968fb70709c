import type { DailyReportItem } from '@manabiya/domain/contracts/reports';
import { reportEndpoints } from '@manabiya/domain/endpoints/reports';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { ownReportsQuery } from '../api/report-api.ts';
import { ReportCard } from './report-card.tsx';
import { ReportFormDialog } from './report-form-dialog.tsx';

const PAGE_SIZE = 10;

/** The student's own daily reports, newest day first, with "write today's report" and rewriting until checked. */
export function OwnReports() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [page, setPage] = useState(0);
  const query = useQuery(ownReportsQuery(page, PAGE_SIZE));
  /** null: closed; 'new': a new report; a report: rewriting it. */
  const [editing, setEditing] = useState<DailyReportItem | 'new' | null>(null);
  const openExisting = (id: number) => {
    callApi(reportEndpoints.studentGet, { params: { id } })
      .then((report) => setEditing(report))
      .catch((error: unknown) => showSnackbar(error instanceof Error && error.message ? error.message : t('errors.unexpected'), 'error'));
  };
  const pages = query.data ? Math.ceil(query.data.total / PAGE_SIZE) : 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t('progress.reports.lead')}
        </Typography>
        <Button variant="contained" startIcon={<EditNoteIcon />} onClick={() => setEditing('new')} data-testid="report-new">
          {t('progress.reports.write')}
        </Button>
      </Box>
      {query.error && <ErrorMessage error={query.error} />}
      {!query.data && !query.error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {query.data?.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography color="text.secondary">{t('progress.reports.emptyOwn')}</Typography>
        </Paper>
      )}
      <Stack spacing={2}>
        {query.data?.items.map((report) => (
          <ReportCard key={report.id} report={report} onEdit={setEditing} />
        ))}
      </Stack>
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page + 1} onChange={(_event, value) => setPage(value - 1)} />}
      {editing && (
        <ReportFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          report={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onOpenExisting={openExisting}
        />
      )}
    </Box>
  );
}
