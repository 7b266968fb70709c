import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { RowNameLink } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { movieListQuery, useDeleteMovie, type MovieRow } from '../../../features/movies/api/movie-admin-api.ts';
import { MovieEditDialog } from '../../../features/movies/components/movie-edit-dialog.tsx';
import { MovieUses } from '../../../features/movies/components/movie-facts.tsx';
import { MoviePreviewDialog } from '../../../features/movies/components/movie-preview-dialog.tsx';
import { MovieUploadDialog } from '../../../features/movies/components/movie-upload-dialog.tsx';
import { formatClock, formatMegabytes } from '../../../features/movies/lib/format-clock.ts';

const NAMESPACES = ['movies'] as const;
const LIST_OPTIONS = { filters: ['q'] as const, defaults: { sort: 'created_at', order: 'desc' as const } };

/** /admin/movie (section movie): the movie library — upload, preview, edit, where used, delete while unused. */
export default function MoviePage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const { canAll } = useSectionAccess('movie');
  const remove = useDeleteMovie();
  const [previewing, setPreviewing] = useState<MovieRow | null>(null);
  const inUse = (row: MovieRow) =>
    canAll && row.used_by.length > 0 ? t('movies.library.inUse', { steps: row.used_by.map((use) => use.step_title).join('、') }) : undefined;
  return (
    <AdminListPage
      section="movie"
      label={t('menu.admin.movie')}
      listOptions={LIST_OPTIONS}
      listQuery={movieListQuery}
      filters={(list) => <SearchFilter list={list} name="q" label={t('movies.library.search')} />}
      createLabel={t('movies.library.upload')}
      form={(movie, onClose) => (movie ? <MovieEditDialog movie={movie} onClose={onClose} /> : <MovieUploadDialog onClose={onClose} />)}
      rowActions={[
        { label: t('movies.library.preview'), onSelect: setPreviewing },
        editAction(t),
        deleteAction(t, t('movies.library.deleteTitle'), remove.mutateAsync, inUse),
      ]}
      columns={() => [
        {
          field: 'title',
          headerName: t('movies.fields.title'),
          minWidth: 200,
          flex: 1.5,
          renderCell: ({ row }) => <RowNameLink onOpen={() => setPreviewing(row)}>{row.title}</RowNameLink>,
        },
        {
          field: 'duration_seconds',
          headerName: t('movies.fields.duration'),
          minWidth: 100,
          valueFormatter: (value: number) => formatClock(value),
        },
        {
          field: 'used_by',
          headerName: t('movies.fields.usedBy'),
          minWidth: 220,
          flex: 2,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 }}>
              <MovieUses movie={row} singleLine />
            </Box>
          ),
        },
        { field: 'size_bytes', headerName: t('movies.fields.size'), minWidth: 110, priority: 3, valueFormatter: (value: number) => formatMegabytes(value) },
        { field: 'created_at', headerName: t('movies.fields.createdAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate(value) },
      ]}
      dialogs={previewing && <MoviePreviewDialog key={previewing.id} movie={previewing} onClose={() => setPreviewing(null)} />}
    />
  );
}
