import { canDeleteStudent, type StudentItem } from '@manabiya/domain/contracts/students';
import { can } from '@manabiya/domain/permissions/section-permissions';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { InvitationPendingChip } from '../../../components/data-table/account-status-chips.tsx';
import { OverflowText } from '../../../components/data-table/overflow-text.tsx';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';
import { studentCsvPath, studentListQuery, useDeleteStudent } from '../../../features/students/api/student-api.ts';
import { LookupFilter } from '../../../components/data-table/lookup-filter.tsx';
import { StudentFormDialog } from '../../../features/students/components/student-form-dialog.tsx';
import { StudentImportDialog } from '../../../features/students/components/student-import-dialog.tsx';
import { GRADE_OPTIONS } from '../../../features/students/components/use-student-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['students'] as const;

const LIST_OPTIONS = { filters: ['q', 'company_id', 'status', 'grade', 'course_mode'] as const };

/** /admin/student (section student): students, with the form and the CSV import (the orientation text has its own page). */
export default function StudentPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const courseModeLabel = useEnumLabel('courseMode');
  const statusOptions = useEnumFilterOptions('studentStatus');
  const courseModeOptions = useEnumFilterOptions('courseMode');
  const [importing, setImporting] = useState(false);
  const { canAll } = useSectionAccess('student');
  const canOpenDetail = can(useSignedInUser()?.section_permissions, 'student_detail', 'read');
  // Whoever may delete students sees why one who has signed in cannot go (they are withdrawn instead).
  const deleteBlocked = (row: StudentItem) => (canAll && !canDeleteStudent(row) ? t('admin.student.deleteBlocked') : undefined);
  const remove = useDeleteStudent();
  return (
    <AdminListPage
      section="student"
      label={t('menu.admin.studentList')}
      listOptions={LIST_OPTIONS}
      listQuery={studentListQuery}
      csvPath={studentCsvPath}
      createLabel={t('admin.student.create')}
      form={(student, onClose) => <StudentFormDialog student={student} onClose={onClose} />}
      rowActions={[editAction(t), deleteAction(t, t('admin.student.deleteTitle'), remove.mutateAsync, deleteBlocked)]}
      toolbar={
        canAll && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {t('admin.student.import.open')}
          </Button>
        )
      }
      dialogs={importing && <StudentImportDialog onClose={() => setImporting(false)} />}
      filters={(list, data) => (
        <>
          <SearchFilter list={list} name="q" label={t('admin.student.search')} />
          <LookupFilter
            list={list}
            name="company_id"
            source="company"
            label={t('admin.student.company')}
            // The picker knows the chosen company's name only from a row of the filtered list.
            knownName={list.filters.company_id ? data?.items.find((row) => String(row.company_id) === list.filters.company_id)?.company_name : undefined}
          />
          <SelectFilter list={list} name="status" label={t('admin.student.status')} options={statusOptions} />
          <SelectFilter list={list} name="grade" label={t('admin.student.grade')} options={GRADE_OPTIONS} />
          <SelectFilter list={list} name="course_mode" label={t('admin.student.courseMode')} options={courseModeOptions} />
        </>
      )}
      columns={(kit) => [
        nameColumn<StudentItem>({ headerName: t('admin.fields.name'), minWidth: 140, flex: 1 }, (row) =>
          canOpenDetail ? { to: `/admin/student/${row.id}` } : { onOpen: () => kit.openView(row) },
        ),
        { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1, priority: 3 },
        {
          field: 'email',
          headerName: t('admin.fields.email'),
          minWidth: 200,
          flex: 1.3,
          renderCell: ({ row, hasFocus }) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <OverflowText text={row.email} focused={hasFocus} />
              {!row.password_set && <InvitationPendingChip />}
            </Stack>
          ),
        },
        { field: 'company_name', headerName: t('admin.student.company'), minWidth: 140, flex: 1 },
        {
          field: 'status',
          headerName: t('admin.student.status'),
          minWidth: 130,
          // The enrolment by the one rule (decision 043): 終了予定日超過 and 全ステップ完了 beside the statuses.
          renderCell: ({ row }) => <EnrolmentChip state={row.enrolment_state} status={row.status} />,
        },
        { field: 'grade', headerName: t('admin.student.grade'), minWidth: 80, priority: 3 },
        { field: 'course_mode', headerName: t('admin.student.courseMode'), minWidth: 100, priority: 3, valueFormatter: (value: number) => courseModeLabel(value) },
        { field: 'start_date', headerName: t('admin.student.startDate'), minWidth: 160, valueFormatter: (value: string | null) => formatDate(value) },
        { field: 'consulting', headerName: t('admin.student.consulting'), minWidth: 140, sortable: false, valueFormatter: (value: boolean) => (value ? t('admin.yes') : t('admin.no')) },
      ]}
    />
  );
}
