import type { CompanyStudentItem } from '@manabiya/domain/contracts/students';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { companyStudentListQuery } from '../api/company-student-api.ts';
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';

const LIST_OPTIONS = { filters: ['q', 'status'] as const };
const PAGE_SIZES = [20, 50, 100];

const studentPath = (id: number) => `/company/student/${id}`;

/** The company's own students: search and status filter in the URL, paged by the server; a table on wide screens, cards on phones. */
export function CompanyStudentList() {
  const { t } = useTranslation();
  const formatDay = useDateFormat().date;
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(companyStudentListQuery(list.apiQuery));
  const statusOptions = useEnumFilterOptions('studentStatus');
  const dash = t('companyPortal.notSet');
  const columns: Array<ResponsiveColumn<CompanyStudentItem>> = [
    {
      id: 'name',
      header: t('companyPortal.fields.name'),
      sx: { fontWeight: 600 },
      cell: (student) => (
        <Link component={RouterLink} to={studentPath(student.id)} underline="hover">
          {student.name}
        </Link>
      ),
    },
    { id: 'name_kana', header: t('companyPortal.fields.nameKana'), sortKey: 'name_kana', cell: (student) => student.name_kana ?? dash },
    { id: 'status', header: t('companyPortal.fields.status'), sortKey: 'status', cell: (student) => <EnrolmentChip state={student.enrolment_state} status={student.status} /> },
    {
      id: 'course',
      header: t('companyPortal.fields.course'),
      cell: (student) => student.course_name ?? dash,
    },
    { id: 'grade', header: t('companyPortal.fields.grade'), sortKey: 'grade', cell: (student) => student.grade ?? dash },
    { id: 'start_date', header: t('companyPortal.fields.startDate'), sortKey: 'start_date', sx: { whiteSpace: 'nowrap' }, cell: (student) => formatDay(student.start_date) || dash },
  ];
  return (
    <ResponsiveList
      label={t('companyPortal.students.tableLabel')}
      items={query.data?.items}
      error={query.error}
      emptyText={t('companyPortal.students.empty')}
      rowTestId="company-student-row"
      columns={columns}
      cardHref={(student) => studentPath(student.id)}
      card={(student) => (
        <ListCardText title={student.name} badge={<EnrolmentChip state={student.enrolment_state} status={student.status} />} subtitle={student.name_kana}>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('companyPortal.fields.grade')}: {student.grade ?? dash} · {t('companyPortal.fields.startDate')}: {formatDay(student.start_date) || dash}
          </Typography>
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES }}
      toolbar={
        <>
          <SearchFilter list={list} name="q" label={t('companyPortal.students.search')} />
          <SelectFilter list={list} name="status" label={t('companyPortal.fields.status')} options={statusOptions} />
          {query.data && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
              {t('companyPortal.students.count', { count: query.data.total })}
            </Typography>
          )}
        </>
      }
    />
  );
}
