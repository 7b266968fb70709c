import type { AttemptOutcome, TestAnalysis, TestResultItem } from '@manabiya/domain/contracts/tests';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { FitColumn } from '../../../components/data-table/grid-fit.tsx';
import { booleanFilterOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { LookupFilter } from '../../../components/data-table/lookup-filter.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { testAnalysisQuery, testQuery, testResultCsvPath, testResultsQuery } from '../../../features/tests/api/admin-test-api.ts';
import { formatPercent, questionExcerpt, useTestLabels } from '../../../features/tests/components/use-test-labels.ts';

// The chart library loads with the chart only (DESIGN: heavy parts in lazy chunks).
const ScoreDistributionChart = lazy(() => import('../../../features/tests/components/score-distribution-chart.tsx'));

/** The catalogues this page shows, beyond the admin portal's own. */
const NAMESPACES = ['tests'] as const;

const RESULT_FILTERS = { filters: ['q', 'passed', 'company_id'] as const };

/**
 * /admin/test/:id/result (section test): who took the test with their best and latest outcome
 * (filtered, sorted, as CSV), the score distribution and grades of the best attempts, and each
 * question's correct rate.
 */
export default function TestResultPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/test/:id/result', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const test = useQuery({ ...testQuery(id), enabled: valid });
  const analysis = useQuery({ ...testAnalysisQuery(id), enabled: valid });
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/admin/test/${id}`} startIcon={<ArrowBackIcon />} size="small">
          {t('tests.results.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
        {test.data ? t('tests.results.title', { title: test.data.title }) : t('tests.results.titleShort')}
      </Typography>
      {test.error && <ErrorMessage error={test.error} />}
      {analysis.error && <ErrorMessage error={analysis.error} />}
      {analysis.data && <Overview analysis={analysis.data} />}
      {valid && <ResultTable testId={id} />}
      {analysis.data && <ItemAnalysis analysis={analysis.data} />}
    </Stack>
  );
}

/** The figures, the distribution of the best attempts and the grades. */
function Overview({ analysis }: { analysis: TestAnalysis }) {
  const { t, i18n } = useTranslation();
  const passRate = analysis.student_count === 0 ? null : Math.round((analysis.pass_count / analysis.student_count) * 1000) / 10;
  const figures: Array<[string, string, string]> = [
    ['students', t('tests.results.studentCount'), t('tests.results.students', { count: analysis.student_count })],
    ['attempts', t('tests.results.attemptCount'), t('tests.results.attemptTotal', { count: analysis.attempt_count })],
    ['passed', t('tests.results.passCount'), passRate === null ? '—' : t('tests.results.passValue', { count: analysis.pass_count, rate: formatPercent(passRate, i18n.language) })],
    ['mean', t('tests.results.mean'), analysis.mean_percent === null ? '—' : formatPercent(analysis.mean_percent, i18n.language)],
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { xs: 1, sm: 2 }, m: 0 }} data-testid="result-figures">
        {figures.map(([key, label, value]) => (
          <Paper key={key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <DetailSection title={t('tests.results.distributionTitle')} lead={t('tests.results.distributionLead')}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <ScoreDistributionChart distribution={analysis.distribution} studentCount={analysis.student_count} />
          </Suspense>
        </DetailSection>
        <DetailSection title={t('tests.results.gradesTitle')}>
          <Table size="small" aria-label={t('tests.results.gradesTitle')} data-testid="grade-counts">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('tests.results.grade')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('tests.results.studentsColumn')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {analysis.grades.map((grade) => (
                <TableRow key={grade.grade}>
                  <TableCell component="th" scope="row">
                    {grade.grade}
                  </TableCell>
                  <TableCell align="right">{t('tests.results.students', { count: grade.count })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DetailSection>
      </Box>
    </>
  );
}

/** An outcome in a cell: "82.5%  A  合格". */
function OutcomeCell({ outcome }: { outcome: AttemptOutcome | null }) {
  const { t, i18n } = useTranslation();
  if (!outcome) return <>{t('list.emptyValue')}</>;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, height: '100%' }}>
      <span>{formatPercent(outcome.percent, i18n.language)}</span>
      <Chip size="small" variant="outlined" label={outcome.grade} />
      <Chip size="small" color={outcome.passed ? 'success' : 'default'} variant={outcome.passed ? 'filled' : 'outlined'} label={outcome.passed ? t('tests.results.passed') : t('tests.results.failed')} />
    </Stack>
  );
}

/** Each student who took the test: attempts, best and latest outcome; filters by name, company and pass; CSV of the same. */
function ResultTable({ testId }: { testId: number }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat().dateTime;
  const { canAll } = useSectionAccess('test');
  const list = useListSearchParams(RESULT_FILTERS);
  const { data, isFetching, error } = useQuery(testResultsQuery(testId, list.apiQuery));
  const columns: Array<FitColumn<TestResultItem>> = [
    { field: 'student_name', headerName: t('tests.results.student'), minWidth: 140, flex: 1 },
    { field: 'company_name', headerName: t('tests.results.company'), minWidth: 140, flex: 1, priority: 3 },
    {
      field: 'attempt_count',
      headerName: t('tests.results.attempts'),
      minWidth: 100,
      type: 'number',
      valueFormatter: (value: number, row) => (row.in_progress ? t('tests.results.attemptsInProgress', { count: value }) : String(value)),
    },
    { field: 'best_percent', headerName: t('tests.results.best'), minWidth: 200, renderCell: ({ row }) => <OutcomeCell outcome={row.best} />, valueGetter: (_value, row) => row.best?.percent ?? null },
    { field: 'latest', headerName: t('tests.results.latest'), minWidth: 200, sortable: false, priority: 3, renderCell: ({ row }) => <OutcomeCell outcome={row.latest} /> },
    { field: 'latest_submitted_at', headerName: t('tests.results.submittedAt'), minWidth: 200, priority: 3, valueFormatter: (value: string | null) => formatDate(value) },
  ];
  return (
    <DetailSection title={t('tests.results.tableTitle')}>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('tests.results.tableTitle')}
        getRowId={(row) => row.student_id}
        csvPath={canAll ? testResultCsvPath(testId, list.csvQuery) : undefined}
        filters={
          <>
            <SearchFilter list={list} name="q" label={t('tests.results.search')} />
            <LookupFilter list={list} name="company_id" label={t('tests.results.company')} source="company" />
            <SelectFilter list={list} name="passed" label={t('tests.results.passFilter')} options={booleanFilterOptions(t('tests.results.passed'), t('tests.results.failed'))} />
          </>
        }
      />
    </DetailSection>
  );
}

/** Each question's correct rate over every finished attempt that was given it. */
function ItemAnalysis({ analysis }: { analysis: TestAnalysis }) {
  const { t, i18n } = useTranslation();
  const labels = useTestLabels();
  return (
    <DetailSection title={t('tests.results.itemTitle')} lead={t('tests.results.itemLead')}>
      {analysis.questions.length === 0 ? (
        <Typography color="text.secondary">{t('tests.editor.noQuestions')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('tests.results.itemTitle')} data-testid="item-analysis" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: 56 }}>
                  {t('tests.results.itemNumber')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('tests.results.itemQuestion')}
                </TableCell>
                <TableCell component="th" scope="col" sx={{ width: { xs: 110, sm: 280 } }}>
                  {t('tests.results.itemRate')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {analysis.questions.map((question) => {
                const rate = question.correct_rate === null ? null : Math.round(question.correct_rate * 1000) / 10;
                return (
                  <TableRow key={question.question_id} data-testid="item-analysis-row">
                    <TableCell component="th" scope="row">
                      {question.position}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {questionExcerpt(question.body)}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {labels.questionKind(question.kind)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {rate === null ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('tests.results.notGiven')}
                        </Typography>
                      ) : (
                        <>
                          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                            <LinearProgress
                              variant="determinate"
                              value={rate}
                              color={rate < 50 ? 'warning' : 'primary'}
                              sx={{ flex: 1, height: 8, borderRadius: 4, display: { xs: 'none', sm: 'block' } }}
                              aria-label={t('tests.results.rateLabel', { number: question.position })}
                            />
                            <Typography variant="body2" component="span" sx={{ fontWeight: 600, minWidth: 48, textAlign: 'right' }}>
                              {formatPercent(rate, i18n.language)}
                            </Typography>
                          </Stack>
                          <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
                            {t('tests.results.correctOf', { correct: question.correct, answered: question.answered })}
                          </Typography>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailSection>
  );
}
