import type { CompanyStudentItem } from '@manabiya/domain/contracts/students';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams, type ListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { companyStudentListQuery } from '../api/company-student-api.ts';
import { STUDENT_STATUS_KEYS, StudentStatusChip } from './student-status-chip.tsx';
import { useFormatDay } from './use-format-day.ts';

type Filter = 'q' | 'status';
type SortKey = 'name_kana' | 'status' | 'grade' | 'start_date';

export const studentPath = (id: number) => `/company/student/${id}`;

function SortHeader({ list, sortKey, label }: { list: ListSearchParams<Filter>; sortKey: SortKey; label: string }) {
  const active = list.sort === sortKey;
  return (
    <TableSortLabel
      active={active}
      direction={active ? list.order : 'asc'}
      onClick={() => list.setSort(sortKey, active && list.order === 'asc' ? 'desc' : 'asc')}
    >
      {label}
    </TableSortLabel>
  );
}

function StudentTable({ items, list }: { items: CompanyStudentItem[]; list: ListSearchParams<Filter> }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const dash = t('companyPortal.notSet');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('companyPortal.students.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('companyPortal.fields.name')}</TableCell>
            <TableCell>
              <SortHeader list={list} sortKey="name_kana" label={t('companyPortal.fields.nameKana')} />
            </TableCell>
            <TableCell>
              <SortHeader list={list} sortKey="status" label={t('companyPortal.fields.status')} />
            </TableCell>
            <TableCell>{t('companyPortal.fields.course')}</TableCell>
            <TableCell>
              <SortHeader list={list} sortKey="grade" label={t('companyPortal.fields.grade')} />
            </TableCell>
            <TableCell>
              <SortHeader list={list} sortKey="start_date" label={t('companyPortal.fields.startDate')} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((student) => (
            <TableRow key={student.id} hover data-testid="company-student-row">
              <TableCell sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={studentPath(student.id)} underline="hover">
                  {student.name}
                </Link>
              </TableCell>
              <TableCell>{student.name_kana ?? dash}</TableCell>
              <TableCell>
                <StudentStatusChip status={student.status} />
              </TableCell>
              <TableCell>{student.course_id === null ? dash : t('companyPortal.courseNumber', { id: student.course_id })}</TableCell>
              <TableCell>{student.grade ?? dash}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(student.start_date) ?? dash}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StudentCards({ items }: { items: CompanyStudentItem[] }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const dash = t('companyPortal.notSet');
  return (
    <List disablePadding aria-label={t('companyPortal.students.tableLabel')}>
      {items.map((student) => (
        <ListItem key={student.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={studentPath(student.id)}
            divider
            data-testid="company-student-row"
            sx={{ alignItems: 'flex-start', gap: 1, py: 1.5 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {student.name}
                </Typography>
                <StudentStatusChip status={student.status} />
              </Box>
              {student.name_kana && (
                <Typography variant="body2" color="text.secondary">
                  {student.name_kana}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('companyPortal.fields.grade')}: {student.grade ?? dash} · {t('companyPortal.fields.startDate')}:{' '}
                {formatDay(student.start_date) ?? dash}
              </Typography>
            </Box>
            <ChevronRightIcon aria-hidden sx={{ alignSelf: 'center', color: 'text.secondary' }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The company's own students: search and status filter in the URL, paged by the server. */
export function CompanyStudentList() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const list = useListSearchParams({ filters: ['q', 'status'] as const });
  const query = useQuery(companyStudentListQuery(list.apiQuery));
  const statusOptions = STUDENT_STATUS_KEYS.map((key) => ({ value: String(STUDENT_STATUS[key]), label: t(`companyPortal.studentStatus.${key}`) }));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <SearchFilter list={list} name="q" label={t('companyPortal.students.search')} />
        <SelectFilter list={list} name="status" label={t('companyPortal.fields.status')} options={statusOptions} />
        {query.data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('companyPortal.students.count', { count: query.data.total })}
          </Typography>
        )}
      </Box>
      {query.error && <ErrorMessage error={query.error} />}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {query.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('form.loading')} />
          </Box>
        )}
        {query.data && query.data.items.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('companyPortal.students.empty')}
          </Typography>
        )}
        {query.data && query.data.items.length > 0 && (
          <>
            {wide ? <StudentTable items={query.data.items} list={list} /> : <StudentCards items={query.data.items} />}
            <TablePagination
              component="div"
              count={query.data.total}
              page={list.page}
              rowsPerPage={list.page_size}
              // On a phone the page size choice costs more room than it is worth.
              rowsPerPageOptions={wide ? [20, 50, 100] : []}
              onPageChange={(_, page) => list.setPage(page)}
              onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
              labelRowsPerPage={t('companyPortal.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('companyPortal.displayedRows', { from, to, count })}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
