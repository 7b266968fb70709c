import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { studentReportsQuery, type ReportReaderArea } from '../api/report-api.ts';
import { ReportCard } from './report-card.tsx';

const PAGE_SIZE = 5;

/** A student's daily reports on their detail page: staff with student_detail write comment and check; a company reads. */
export function StudentReports({ area, studentId }: { area: ReportReaderArea; studentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery(studentReportsQuery(area, studentId, page, PAGE_SIZE));
  const pages = query.data ? Math.ceil(query.data.total / PAGE_SIZE) : 0;
  return (
    <DetailSection
      title={t('progress.reports.title')}
      action={
        query.data && (
          <Typography variant="body2" color="text.secondary">
            {t('progress.reports.count', { count: query.data.total })}
          </Typography>
        )
      }
    >
      {query.error && <ErrorMessage error={query.error} />}
      {!query.data && !query.error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {query.data?.items.length === 0 && <Typography color="text.secondary">{t('progress.reports.empty')}</Typography>}
      <Stack spacing={1.5}>
        {query.data?.items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </Stack>
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page + 1} onChange={(_event, value) => setPage(value - 1)} />}
    </DetailSection>
  );
}
