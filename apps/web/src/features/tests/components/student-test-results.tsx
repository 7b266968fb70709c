import type { TestResultItem } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { studentTestResultsQuery, type StudentTestResultsArea } from '../api/student-test-results-api.ts';
import { InProgressChip, Outcome, ResultCardLines } from '../company/company-test-results.tsx';

const PAGE_SIZE = 10;

/** A row of the list: one test of the student (the rows have no id of their own). */
type ResultRow = TestResultItem & { id: number };

/**
 * 「テスト結果」 of a student's detail page: each test they took with their attempts, best and latest
 * outcome (score, grade, pass) and the latest submission, the latest first. Staff (with section
 * `test` read) open a test's results from its title.
 */
export function StudentTestResults({ area, studentId }: { area: StudentTestResultsArea; studentId: number }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [page, setPage] = useState(0);
  const query = useQuery(studentTestResultsQuery(area, studentId, page, PAGE_SIZE));
  const rows = useMemo<ResultRow[] | undefined>(() => query.data?.items.map((row) => ({ ...row, id: row.test_id })), [query.data]);
  const pages = query.data ? Math.ceil(query.data.total / PAGE_SIZE) : 0;
  const title = (row: ResultRow) =>
    area === 'admin' ? (
      <Link component={RouterLink} to={`/admin/test/${row.test_id}/result`} underline="hover" sx={{ fontWeight: 600 }}>
        {row.test_title}
      </Link>
    ) : (
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {row.test_title}
      </Typography>
    );
  const inProgress = (row: ResultRow) => (row.in_progress ? <InProgressChip /> : undefined);
  const submittedAt = (row: ResultRow) => (row.latest_submitted_at ? format.dateTime(row.latest_submitted_at) : '—');
  const columns: Array<ResponsiveColumn<ResultRow>> = [
    { id: 'test', header: t('testTaking.company.test'), cell: title, sx: { wordBreak: 'keep-all', overflowWrap: 'break-word' } },
    {
      id: 'attempts',
      header: t('testTaking.fields.attempts'),
      cell: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', minWidth: 100 }}>
          {t('testTaking.company.attemptCount', { count: row.attempt_count })}
          {inProgress(row)}
        </Box>
      ),
    },
    { id: 'best', header: t('testTaking.company.best'), cell: (row) => <Outcome outcome={row.best} /> },
    { id: 'latest', header: t('testTaking.company.latest'), cell: (row) => <Outcome outcome={row.latest} /> },
    { id: 'latest_submitted_at', header: t('testTaking.company.latestAt'), sx: { whiteSpace: 'nowrap' }, cell: submittedAt },
  ];
  return (
    <DetailSection
      title={t('testTaking.studentResults.title')}
      action={
        query.data && (
          <Typography variant="body2" color="text.secondary">
            {t('testTaking.studentResults.count', { count: query.data.total })}
          </Typography>
        )
      }
    >
      <ResponsiveList
        label={t('testTaking.studentResults.title')}
        items={rows}
        error={query.error}
        emptyText={t('testTaking.studentResults.empty')}
        rowTestId="student-test-result-row"
        columns={columns}
        card={(row) => (
          <ListCardText title={title(row)} badge={inProgress(row)}>
            <ResultCardLines row={row} />
          </ListCardText>
        )}
      />
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page + 1} onChange={(_event, value) => setPage(value - 1)} />}
    </DetailSection>
  );
}
