import type { StudentItem } from '@manabiya/domain/contracts/students';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { deleteStudent, studentCsvPath, studentKeys, studentListQuery } from '../../../features/students/api/student-api.ts';
import { CompanyFilter } from '../../../features/students/components/company-filter.tsx';
import { OrientationEditor } from '../../../features/students/components/orientation-editor.tsx';
import { StudentFormDialog } from '../../../features/students/components/student-form-dialog.tsx';
import { StudentImportDialog } from '../../../features/students/components/student-import-dialog.tsx';
import { useStudentLabels } from '../../../features/students/components/use-student-labels.ts';
import { useSectionAccess } from '../../../features/auth/hooks/use-section-access.ts';

const FILTERS = ['q', 'company_id', 'status', 'grade', 'course_mode'] as const;

/** /admin/student (section student): students, with the form, the CSV import and the orientation text. */
export default function StudentPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const formatDate = useFormatDate();
  const labels = useStudentLabels();
  const list = useListSearchParams({ filters: FILTERS });
  const { data, isFetching, error } = useQuery(studentListQuery(list.apiQuery));
  const [editing, setEditing] = useState<StudentItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<StudentItem | null>(null);
  const [importing, setImporting] = useState(false);
  const permissions = user?.section_permissions;
  const { canWrite, canAll } = useSectionAccess('student');
  const canOpenDetail = can(permissions, 'student_detail', 'read');
  const filteredCompany = list.filters.company_id ? data?.items.find((row) => String(row.company_id) === list.filters.company_id)?.company_name : undefined;

  const columns: Array<GridColDef<StudentItem>> = [
    {
      field: 'name',
      headerName: t('admin.fields.name'),
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) =>
        canOpenDetail ? (
          <Link component={RouterLink} to={`/admin/student/${row.id}`}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 150, flex: 1 },
    {
      field: 'email',
      headerName: t('admin.fields.email'),
      minWidth: 220,
      flex: 1.3,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.email}</span>
          {!row.password_set && <Chip size="small" variant="outlined" label={t('admin.invitationPending')} sx={{ color: '#8a4500', borderColor: 'warning.main' }} />}
        </Stack>
      ),
    },
    { field: 'company_name', headerName: t('admin.student.company'), minWidth: 150, flex: 1 },
    { field: 'status', headerName: t('admin.student.status'), minWidth: 120, valueFormatter: (value: number) => labels.statusLabel(value) },
    { field: 'grade', headerName: t('admin.student.grade'), minWidth: 90 },
    { field: 'course_mode', headerName: t('admin.student.courseMode'), minWidth: 100, valueFormatter: (value: number) => labels.courseModeLabel(value) },
    { field: 'start_date', headerName: t('admin.student.startDate'), minWidth: 140, valueFormatter: (value: string | null) => formatDate(value) },
    {
      field: 'consulting',
      headerName: t('admin.student.consulting'),
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? t('admin.yes') : t('admin.no')),
    },
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canWrite },
      { label: t('form.delete'), onClick: () => setDeleting(row), hidden: !canAll, destructive: true },
    ]),
  ];

  return (
    <Stack spacing={2}>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('menu.admin.studentList')}
        csvPath={canAll ? studentCsvPath(list.csvQuery) : undefined}
        filters={
          <>
            <SearchFilter list={list} name="q" label={t('admin.student.search')} />
            <CompanyFilter list={list} name="company_id" label={t('admin.student.company')} knownName={filteredCompany} />
            <SelectFilter list={list} name="status" label={t('admin.student.status')} options={labels.statusOptions.map((o) => ({ value: String(o.value), label: o.label }))} />
            <SelectFilter list={list} name="grade" label={t('admin.student.grade')} options={labels.gradeOptions} />
            <SelectFilter
              list={list}
              name="course_mode"
              label={t('admin.student.courseMode')}
              options={labels.courseModeOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            />
          </>
        }
        actions={
          (canWrite || canAll) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {canAll && (
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                  {t('admin.student.import.open')}
                </Button>
              )}
              {canWrite && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
                  {t('admin.student.create')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      {canWrite && <OrientationEditor />}
      {editing !== undefined && <StudentFormDialog key={editing?.id ?? 'new'} student={editing} onClose={() => setEditing(undefined)} />}
      {importing && <StudentImportDialog onClose={() => setImporting(false)} />}
      <DeleteConfirmDialog item={deleting} title={t('admin.student.deleteTitle')} remove={deleteStudent} queryKey={studentKeys.all} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
