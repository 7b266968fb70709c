import type { AttemptOutcome, TestResultItem } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { booleanFilterOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { companyTestOptionsQuery, companyTestResultsQuery } from '../api/company-test-api.ts';
import { formatScore, PassChip } from '../taking/test-format.tsx';
import { KEPT_COLOR } from '../taking/use-server-clock.ts';

const FILTERS = ['test_id', 'q', 'passed'] as const;
const LIST_OPTIONS = { filters: FILTERS, defaults: { sort: 'student_name', order: 'asc' as const, page_size: 50 } };
const PAGE_SIZES = [20, 50, 100, 200];

/** A row of the list: one student in one test (the list's rows have no id of their own). */
type ResultRow = TestResultItem & { id: number };

/** 「受験中」 beside a row's attempts: the dark amber that reads 4.5:1 on white (MUI's warning chip does not). */
export function InProgressChip() {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t('testTaking.state.in_progress')} sx={{ color: KEPT_COLOR, borderColor: KEPT_COLOR, fontWeight: 600 }} />;
}

/** An outcome in a row: percent with score, grade, pass or fail; a dash for none. */
export function Outcome({ outcome }: { outcome: AttemptOutcome | null }) {
  const { t } = useTranslation();
  if (!outcome) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('testTaking.company.percentScore', { percent: outcome.percent, score: formatScore(outcome.score), max: formatScore(outcome.max_score) })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
        {outcome.grade}
      </Typography>
      <PassChip passed={outcome.passed} />
    </Box>
  );
}

/** The company's own students' results per test: attempts, best and latest outcome; filters test, name and passed. */
/** A result as a phone card shows it: the best and latest outcome, the attempts and the latest submission. */
export function ResultCardLines({ row }: { row: TestResultItem }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <>
      <Box sx={{ mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('testTaking.company.best')}
        </Typography>
        <Outcome outcome={row.best} />
        <Typography variant="body2" color="text.secondary">
          {t('testTaking.company.latest')}
        </Typography>
        <Outcome outcome={row.latest} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('testTaking.company.attemptCount', { count: row.attempt_count })}
        {row.latest_submitted_at && ` · ${format.dateTime(row.latest_submitted_at)}`}
      </Typography>
    </>
  );
}

export function CompanyTestResults({ studentPath }: { studentPath: (id: number) => string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(companyTestResultsQuery(list.apiQuery));
  const tests = useQuery(companyTestOptionsQuery());
  const rows = useMemo<ResultRow[] | undefined>(() => query.data?.items.map((row, index) => ({ ...row, id: index })), [query.data]);
  const testOptions = (tests.data?.items ?? []).map((test) => ({ value: String(test.id), label: test.title }));
  const student = (row: ResultRow) => (
    <Link component={RouterLink} to={studentPath(row.student_id)} underline="hover" sx={{ fontWeight: 600 }}>
      {row.student_name}
    </Link>
  );
  const attempts = (row: ResultRow) => (
    // Wide enough that the column's heading (「受験回数」 and its sort arrow) stays on one line.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', minWidth: 100 }}>
      {t('testTaking.company.attemptCount', { count: row.attempt_count })}
      {row.in_progress && <InProgressChip />}
    </Box>
  );
  const columns: Array<ResponsiveColumn<ResultRow>> = [
    { id: 'student', header: t('testTaking.company.student'), sortKey: 'student_name', cell: student },
    { id: 'test', header: t('testTaking.company.test'), cell: (row) => row.test_title, sx: { wordBreak: 'keep-all', overflowWrap: 'break-word' } },
    { id: 'attempts', header: t('testTaking.fields.attempts'), sortKey: 'attempt_count', cell: attempts },
    { id: 'best', header: t('testTaking.company.best'), sortKey: 'best_percent', cell: (row) => <Outcome outcome={row.best} /> },
    { id: 'latest', header: t('testTaking.company.latest'), cell: (row) => <Outcome outcome={row.latest} /> },
    {
      id: 'latest_submitted_at',
      header: t('testTaking.company.latestAt'),
      sortKey: 'latest_submitted_at',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (row.latest_submitted_at ? format.dateTime(row.latest_submitted_at) : '—'),
    },
  ];
  return (
    <ResponsiveList
      label={t('testTaking.company.resultsLabel')}
      items={rows}
      error={query.error}
      emptyText={t('testTaking.company.noResults')}
      rowTestId="company-result-row"
      columns={columns}
      card={(row) => (
        <ListCardText title={student(row)} badge={row.in_progress ? <InProgressChip /> : undefined} subtitle={row.test_title}>
          <ResultCardLines row={row} />
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES, hideOnSinglePage: true }}
      toolbar={
        <>
          <SelectFilter list={list} name="test_id" label={t('testTaking.company.test')} options={testOptions} />
          <SearchFilter list={list} name="q" label={t('testTaking.company.search')} />
          <SelectFilter list={list} name="passed" label={t('testTaking.company.passedFilter')} options={booleanFilterOptions(t('testTaking.outcome.passed'), t('testTaking.outcome.failed'))} />
          {query.data && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite" data-testid="company-result-count">
              {t('testTaking.company.resultCount', { count: query.data.total })}
            </Typography>
          )}
        </>
      }
    />
  );
}
