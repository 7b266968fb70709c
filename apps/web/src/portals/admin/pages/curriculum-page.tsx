import { curriculumDeleteRefusal, type CurriculumItem } from '@manabiya/domain/contracts/courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, type RowActionSpec } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { curriculumListQuery, useDeleteCurriculum } from '../../../features/courses/api/course-api.ts';
import { CurriculumCopyDialog } from '../../../features/courses/components/copy-dialogs.tsx';
import { CurriculumFormDialog } from '../../../features/courses/components/curriculum-form-dialog.tsx';
import { PublishChip } from '../../../features/courses/components/publish-chip.tsx';
import { useHoursLabel } from '../../../features/courses/components/use-content-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

const LIST_OPTIONS = { filters: ['q', 'publish_status'] as const };

const curriculumPath = (id: number) => `/admin/curriculum/${id}`;

/** /admin/curriculum (section curriculum): the curricula, each opening its editor with its steps; copy and delete from the row's menu. */
export default function CurriculumPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useDateFormat().date;
  const hours = useHoursLabel();
  const publishOptions = useEnumFilterOptions('publishStatus');
  const permissions = useSignedInUser()?.section_permissions;
  const remove = useDeleteCurriculum();
  const [copying, setCopying] = useState<CurriculumItem | null>(null);
  const open = (curriculum: { id: number }) => void navigate(curriculumPath(curriculum.id));
  // Refused while a course lists the curriculum: the menu says so instead of a confirm that ends in 409.
  const deleteBlocked = (row: CurriculumItem) =>
    curriculumDeleteRefusal(permissions, row) === 'used_by_courses' ? t('courses.curriculum.deleteBlocked', { count: row.course_count }) : undefined;
  const actions: Array<RowActionSpec<CurriculumItem>> = [
    { label: t('courses.curriculum.open'), onSelect: open },
    { label: t('courses.copy.action'), ability: 'copy', onSelect: setCopying },
    deleteAction(t, t('courses.curriculum.deleteTitle'), remove.mutateAsync, deleteBlocked),
  ];
  return (
    <AdminListPage
      section="curriculum"
      label={t('menu.admin.curriculum')}
      listOptions={LIST_OPTIONS}
      listQuery={curriculumListQuery}
      createLabel={t('courses.curriculum.create')}
      form={(_row, onClose) => <CurriculumFormDialog onClose={onClose} onSaved={open} />}
      rowActions={actions}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('courses.curriculum.search')} />
          <SelectFilter list={list} name="publish_status" label={t('courses.fields.publishStatus')} options={publishOptions} />
        </>
      )}
      columns={() => [
        nameColumn<CurriculumItem>({ headerName: t('courses.fields.curriculumName'), minWidth: 200, flex: 1.5 }, (row) => ({ to: curriculumPath(row.id) })),
        {
          field: 'publish_status',
          headerName: t('courses.list.status'),
          minWidth: 110,
          renderCell: ({ row }) => <PublishChip status={row.publish_status} />,
        },
        {
          field: 'step_count',
          headerName: t('courses.curriculum.stepCount'),
          // The header 「ステップ数（公開）」 whole, with room for its sort arrow.
          minWidth: 170,
          valueGetter: (_value, row) => t('courses.curriculum.stepCountValue', { count: row.step_count, published: row.published_step_count }),
        },
        { field: 'standard_hours', headerName: t('courses.list.hours'), minWidth: 110, sortable: false, priority: 3, valueFormatter: (value: number) => hours(value) },
        { field: 'course_count', headerName: t('courses.curriculum.courseCount'), minWidth: 120, type: 'number' },
        { field: 'updated_at', headerName: t('courses.fields.updatedAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate(value) },
      ]}
      dialogs={copying && <CurriculumCopyDialog source={copying} onClose={() => setCopying(null)} onCopied={open} />}
    />
  );
}
