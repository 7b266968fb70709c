import type { CompanyTestItem } from '@manabiya/domain/contracts/tests';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { companyTestListQuery } from '../api/company-test-api.ts';
import { TestTitleCell, useTestOrigin } from '../taking/test-format.tsx';

const LIST_OPTIONS = { defaults: { sort: 'title', order: 'asc' as const, page_size: 50 } };
const PAGE_SIZES = [20, 50, 100];

/** The results of one test's students, filtered (the results page reads `test_id`). */
export const companyTestResultsPath = (testId: number) => `/company/test/result?test_id=${testId}`;

/** The tests the company's students take: how many of them may take each, have finished, have passed. */
export function CompanyTestList() {
  const { t } = useTranslation();
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(companyTestListQuery(list.apiQuery));
  const origin = useTestOrigin();
  const counts = (test: CompanyTestItem) => t('testTaking.company.counts', { students: test.student_count, finished: test.finished_count, passed: test.passed_count });
  const columns: Array<ResponsiveColumn<CompanyTestItem>> = [
    {
      id: 'title',
      header: t('testTaking.fields.title'),
      sortKey: 'title',
      cell: (test) => <TestTitleCell title={test.title} origin={origin(test)} to={companyTestResultsPath(test.id)} />,
    },
    { id: 'students', header: t('testTaking.company.students'), sx: { whiteSpace: 'nowrap' }, cell: (test) => t('testTaking.company.people', { count: test.student_count }) },
    { id: 'finished', header: t('testTaking.company.finished'), sx: { whiteSpace: 'nowrap' }, cell: (test) => t('testTaking.company.people', { count: test.finished_count }) },
    { id: 'passed', header: t('testTaking.company.passed'), sx: { whiteSpace: 'nowrap' }, cell: (test) => t('testTaking.company.people', { count: test.passed_count }) },
  ];
  return (
    <ResponsiveList
      label={t('testTaking.company.listLabel')}
      items={query.data?.items}
      error={query.error}
      emptyText={t('testTaking.company.empty')}
      rowTestId="company-test-row"
      columns={columns}
      cardHref={(test) => companyTestResultsPath(test.id)}
      card={(test) => (
        <ListCardText title={test.title} subtitle={origin(test)}>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {counts(test)}
          </Typography>
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES, hideOnSinglePage: true }}
      toolbar={
        query.data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('testTaking.company.count', { count: query.data.total })}
          </Typography>
        )
      }
    />
  );
}
