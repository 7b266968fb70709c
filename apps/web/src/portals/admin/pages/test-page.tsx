import { testDeleteRefusal } from '@manabiya/domain/contracts/tests';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { RowNameLink } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, type RowActionSpec } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { PublishChip } from '../../../features/courses/components/publish-chip.tsx';
import { testListQuery, useDeleteTest, type TestRow } from '../../../features/tests/api/admin-test-api.ts';
import { TestFormDialog } from '../../../features/tests/components/test-form-dialog.tsx';
import { useMinutesLabel, useTestLabels } from '../../../features/tests/components/use-test-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['tests'] as const;

const LIST_OPTIONS = { filters: ['q', 'kind', 'publish_status'] as const };

const testPath = (id: number) => `/admin/test/${id}`;

/** /admin/test (section test): the tests, each opening its editor; its results, preview and delete from the row's menu. */
export default function TestPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useDateFormat().date;
  const labels = useTestLabels();
  const minutes = useMinutesLabel();
  const publishOptions = useEnumFilterOptions('publishStatus');
  const kindOptions = labels.testKinds.map((option) => ({ value: String(option.value), label: option.label }));
  const permissions = useSignedInUser()?.section_permissions;
  const remove = useDeleteTest();
  const open = (test: { id: number }) => void navigate(testPath(test.id));
  // Offered to whoever may delete tests, but refused once students made attempts: say so instead of a confirm that ends in 409.
  const deleteBlocked = (row: TestRow) =>
    testDeleteRefusal(permissions, row) === 'has_attempts' ? t('tests.list.deleteBlocked', { count: row.attempt_count }) : undefined;
  const actions: Array<RowActionSpec<TestRow>> = [
    { label: t('tests.list.open'), onSelect: open },
    { label: t('tests.results.action'), onSelect: (row) => void navigate(`${testPath(row.id)}/result`) },
    { label: t('tests.preview.action'), onSelect: (row) => void navigate(`${testPath(row.id)}/preview`) },
    deleteAction(t, t('tests.list.deleteTitle'), remove.mutateAsync, deleteBlocked),
  ];
  return (
    <AdminListPage
      section="test"
      label={t('menu.admin.test')}
      listOptions={LIST_OPTIONS}
      listQuery={testListQuery}
      createLabel={t('tests.list.create')}
      form={(_row, onClose) => <TestFormDialog test={null} onClose={onClose} onSaved={open} />}
      rowActions={actions}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('tests.list.search')} />
          <SelectFilter list={list} name="kind" label={t('tests.fields.kind')} options={kindOptions} />
          <SelectFilter list={list} name="publish_status" label={t('tests.fields.publishStatus')} options={publishOptions} />
        </>
      )}
      columns={() => [
        {
          field: 'title',
          headerName: t('tests.fields.title'),
          minWidth: 200,
          flex: 1.5,
          renderCell: ({ row }) => <RowNameLink to={testPath(row.id)}>{row.title}</RowNameLink>,
        },
        { field: 'kind', headerName: t('tests.fields.kind'), minWidth: 170, valueFormatter: (value: number) => labels.testKind(value) },
        {
          field: 'belongs_to',
          headerName: t('tests.list.belongsTo'),
          minWidth: 160,
          flex: 1,
          sortable: false,
          priority: 3,
          valueGetter: (_value, row) => row.curriculum_name ?? row.course_name ?? '',
        },
        {
          field: 'publish_status',
          headerName: t('tests.fields.publishStatus'),
          minWidth: 110,
          renderCell: ({ row }) => <PublishChip status={row.publish_status} />,
        },
        { field: 'question_count', headerName: t('tests.list.questionCount'), minWidth: 100, type: 'number' },
        {
          field: 'time_limit_minutes',
          headerName: t('tests.fields.timeLimit'),
          minWidth: 120,
          sortable: false,
          priority: 3,
          valueFormatter: (value: number | null) => minutes(value),
        },
        { field: 'attempt_count', headerName: t('tests.list.attemptCount'), minWidth: 110, type: 'number' },
        { field: 'updated_at', headerName: t('tests.fields.updatedAt'), minWidth: 150, priority: 3, valueFormatter: (value: string) => formatDate(value) },
      ]}
    />
  );
}
