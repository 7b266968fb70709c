import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { teacherProfileListQuery, type TeacherProfileArea } from '../api/teacher-profile-api.ts';
import { TeacherProfileCard } from './teacher-profile-card.tsx';

const PAGE_SIZES = [12, 24, 48];
const MIN_PAGE_SIZE = 12;

/** The school's teachers as company users and students see them, searchable, a page at a time. */
export function TeacherProfileList({ area }: { area: TeacherProfileArea }) {
  const { t } = useTranslation();
  const list = useListSearchParams({ filters: ['q'] as const, defaults: { page_size: 24 } });
  const query = useQuery(teacherProfileListQuery(area, list.apiQuery));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <SearchFilter list={list} name="q" label={t('teacherProfiles.search')} />
      </Box>
      {query.error && <ErrorMessage error={query.error} />}
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {query.data && query.data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography color="text.secondary">{t('teacherProfiles.empty')}</Typography>
        </Paper>
      )}
      {query.data && query.data.items.length > 0 && (
        <>
          <Grid container spacing={2}>
            {query.data.items.map((teacher) => (
              <Grid key={teacher.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <TeacherProfileCard teacher={teacher} />
              </Grid>
            ))}
          </Grid>
          {/* One page of a few teachers needs no paging controls. */}
          {(query.data.total > MIN_PAGE_SIZE || list.page > 0) && (
            <TablePagination
              component="div"
              count={query.data.total}
              page={list.page}
              rowsPerPage={list.page_size}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, page) => list.setPage(page)}
              onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
              labelRowsPerPage={t('teacherProfiles.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('teacherProfiles.displayedRows', { from, to, count })}
            />
          )}
        </>
      )}
    </Box>
  );
}
