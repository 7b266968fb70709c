import type { TeacherItem } from '@manabiya/domain/contracts/teachers';
import AddIcon from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { deleteTeacher, teacherCsvPath, teacherKeys, teacherListQuery } from '../../../features/teachers/api/teacher-api.ts';
import { TeacherFormDialog } from '../../../features/teachers/components/teacher-form-dialog.tsx';
import { useSectionAccess } from '../../../features/auth/hooks/use-section-access.ts';

const FILTERS = ['q'] as const;

/** /admin/teacher (section teacher): teacher profiles. */
export default function TeacherPage() {
  const { t } = useTranslation();
  const list = useListSearchParams({ filters: FILTERS });
  const { data, isFetching, error } = useQuery(teacherListQuery(list.apiQuery));
  const [editing, setEditing] = useState<TeacherItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TeacherItem | null>(null);
  const { canWrite, canAll } = useSectionAccess('teacher');

  const columns: Array<GridColDef<TeacherItem>> = [
    {
      field: 'name',
      headerName: t('admin.fields.name'),
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Avatar src={row.icon_path ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
          {canWrite ? (
            <Link component="button" type="button" onClick={() => setEditing(row)}>
              {row.name}
            </Link>
          ) : (
            <span>{row.name}</span>
          )}
        </Stack>
      ),
    },
    { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1 },
    { field: 'specialities', headerName: t('admin.teacher.specialities'), minWidth: 180, flex: 1.5, sortable: false },
    { field: 'staff_name', headerName: t('admin.teacher.staff'), minWidth: 200, sortable: false },
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canWrite },
      { label: t('form.delete'), onClick: () => setDeleting(row), hidden: !canAll, destructive: true },
    ]),
  ];

  return (
    <>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('menu.admin.teacher')}
        csvPath={canAll ? teacherCsvPath(list.csvQuery) : undefined}
        filters={<SearchFilter list={list} name="q" label={t('admin.teacher.search')} />}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('admin.teacher.create')}
            </Button>
          )
        }
      />
      {editing !== undefined && <TeacherFormDialog key={editing?.id ?? 'new'} teacher={editing} onClose={() => setEditing(undefined)} />}
      <DeleteConfirmDialog item={deleting} title={t('admin.teacher.deleteTitle')} remove={deleteTeacher} queryKey={teacherKeys.all} onClose={() => setDeleting(null)} />
    </>
  );
}
