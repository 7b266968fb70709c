import { courseDeleteRefusal, type CourseItem } from '@manabiya/domain/contracts/courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, type RowActionSpec } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { courseListQuery, useDeleteCourse } from '../../../features/courses/api/course-api.ts';
import { CourseCopyDialog } from '../../../features/courses/components/copy-dialogs.tsx';
import { CourseFormDialog } from '../../../features/courses/components/course-form-dialog.tsx';
import { PublishChip } from '../../../features/courses/components/publish-chip.tsx';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

const LIST_OPTIONS = { filters: ['q', 'publish_status', 'mode'] as const };

const coursePath = (id: number) => `/admin/course/${id}`;

/** /admin/course (section course): the courses, each opening its editor; copy, preview and delete from the row's menu. */
export default function CoursePage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useDateFormat().date;
  const modeLabel = useEnumLabel('courseMode');
  const publishOptions = useEnumFilterOptions('publishStatus');
  const modeOptions = useEnumFilterOptions('courseMode');
  const permissions = useSignedInUser()?.section_permissions;
  const remove = useDeleteCourse();
  const [copying, setCopying] = useState<CourseItem | null>(null);
  const open = (course: { id: number }) => void navigate(coursePath(course.id));
  // Offered to whoever may delete courses, but refused while students follow the course: say so instead of a confirm that ends in 409.
  const deleteBlocked = (row: CourseItem) =>
    courseDeleteRefusal(permissions, row) === 'has_students' ? t('courses.course.deleteBlocked', { count: row.student_count }) : undefined;
  const actions: Array<RowActionSpec<CourseItem>> = [
    { label: t('courses.course.open'), onSelect: open },
    { label: t('courses.copy.action'), ability: 'copy', onSelect: setCopying },
    { label: t('courses.preview.action'), onSelect: (row) => void navigate(`${coursePath(row.id)}/preview`) },
    deleteAction(t, t('courses.course.deleteTitle'), remove.mutateAsync, deleteBlocked),
  ];
  return (
    <AdminListPage
      section="course"
      label={t('menu.admin.course')}
      listOptions={LIST_OPTIONS}
      listQuery={courseListQuery}
      createLabel={t('courses.course.create')}
      form={(_row, onClose) => <CourseFormDialog onClose={onClose} onSaved={open} />}
      rowActions={actions}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('courses.course.search')} />
          <SelectFilter list={list} name="publish_status" label={t('courses.fields.publishStatus')} options={publishOptions} />
          <SelectFilter list={list} name="mode" label={t('courses.fields.mode')} options={modeOptions} />
        </>
      )}
      columns={() => [
        nameColumn<CourseItem>({ headerName: t('courses.fields.courseName'), minWidth: 200, flex: 1.5 }, (row) => ({ to: coursePath(row.id) })),
        {
          field: 'publish_status',
          headerName: t('courses.list.status'),
          minWidth: 110,
          renderCell: ({ row }) => <PublishChip status={row.publish_status} />,
        },
        { field: 'mode', headerName: t('courses.fields.mode'), minWidth: 110, priority: 3, valueFormatter: (value: number) => modeLabel(value) },
        { field: 'curriculum_count', headerName: t('courses.course.curriculumCount'), minWidth: 130, type: 'number' },
        {
          field: 'normal_days',
          headerName: t('courses.course.planDays'),
          // 「通常131日／集中65日」, "Normal 131 / intensive 65" whole.
          minWidth: 190,
          sortable: false,
          priority: 3,
          valueGetter: (_value, row) => t('courses.course.planDaysValue', { normal: row.normal_days, intensive: row.intensive_days }),
        },
        { field: 'student_count', headerName: t('courses.course.studentCount'), minWidth: 110, type: 'number' },
        { field: 'updated_at', headerName: t('courses.fields.updatedAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate(value) },
      ]}
      dialogs={copying && <CourseCopyDialog source={copying} onClose={() => setCopying(null)} onCopied={open} />}
    />
  );
}
