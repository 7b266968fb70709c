import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { RowNameLink } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { teacherCsvPath, teacherListQuery, useDeleteTeacher } from '../../../features/teachers/api/teacher-api.ts';
import { TeacherFormDialog } from '../../../features/teachers/components/teacher-form-dialog.tsx';
import { ADMIN_FIELD_LABEL_NAMESPACES } from '../../../components/use-admin-field-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['teachers', ...ADMIN_FIELD_LABEL_NAMESPACES] as const;

const LIST_OPTIONS = { filters: ['q'] as const };

/** /admin/teacher (section teacher): teacher profiles. */
export default function TeacherPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const remove = useDeleteTeacher();
  return (
    <AdminListPage
      section="teacher"
      label={t('menu.admin.teacher')}
      listOptions={LIST_OPTIONS}
      listQuery={teacherListQuery}
      csvPath={teacherCsvPath}
      filters={(list) => <SearchFilter list={list} name="q" label={t('admin.teacher.search')} />}
      createLabel={t('admin.teacher.create')}
      form={(teacher, onClose) => <TeacherFormDialog teacher={teacher} onClose={onClose} />}
      rowActions={[editAction(t), deleteAction(t, t('admin.teacher.deleteTitle'), remove.mutateAsync)]}
      columns={(kit) => [
        {
          field: 'name',
          headerName: t('admin.fields.name'),
          minWidth: 180,
          flex: 1,
          renderCell: ({ row }) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Avatar src={row.icon_path ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
              <RowNameLink onOpen={kit.editOrView(row)}>{row.name}</RowNameLink>
            </Stack>
          ),
        },
        { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1, priority: 3 },
        { field: 'specialities', headerName: t('admin.teacher.specialities'), minWidth: 180, flex: 1.5, sortable: false },
        { field: 'staff_name', headerName: t('admin.teacher.staff'), minWidth: 200, sortable: false },
      ]}
    />
  );
}
