import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { informationAdminListQuery, useDeleteInformation } from '../../../features/informations/api/information-admin-api.ts';
import { DateFilter } from '../../../features/informations/components/date-filter.tsx';
import { InformationFormDialog } from '../../../features/informations/components/information-form-dialog.tsx';
import { InformationRowPublishDialog } from '../../../features/informations/components/information-publish-dialog.tsx';
import { InformationReachDialog } from '../../../features/informations/components/information-reach-dialog.tsx';
import { InformationViewDialog } from '../../../features/informations/components/information-view-dialog.tsx';
import { PublishCell } from '../../../features/informations/components/information-status-cell.tsx';
import { PriorityChip } from '../../../features/informations/components/priority-chip.tsx';
import { ReachProgress } from '../../../features/informations/components/reach-progress.tsx';

const LIST_OPTIONS = { filters: ['q', 'priority', 'notice_target', 'publish_status', 'publish_from', 'publish_to'] as const, defaults: { sort: 'publish_date', order: 'desc' as const } };

/**
 * /admin/information (section information): notices with their reach, the editor and who has not
 * read them. A draft is published from its row or its editor after a confirmation; whoever may not
 * edit opens a notice's read view from its name or its menu.
 */
export default function InformationPage() {
  const { t } = useTranslation();
  const targetLabel = useEnumLabel('noticeTarget');
  const priorityOptions = useEnumFilterOptions('priority');
  const targetOptions = useEnumFilterOptions('noticeTarget');
  const publishStatusOptions = useEnumFilterOptions('publishStatus');
  const [reaching, setReaching] = useState<InformationAdminItem | null>(null);
  const [viewing, setViewing] = useState<InformationAdminItem | null>(null);
  const [publishing, setPublishing] = useState<InformationAdminItem | null>(null);
  const { canAll } = useSectionAccess('information');
  const remove = useDeleteInformation();
  return (
    <AdminListPage
      section="information"
      label={t('menu.admin.information')}
      listOptions={LIST_OPTIONS}
      listQuery={informationAdminListQuery}
      createLabel={t('informations.admin.create')}
      form={(information, onClose) => <InformationFormDialog information={information} onClose={onClose} />}
      rowActions={[
        editAction(t),
        { label: t('informations.admin.publishAction'), ability: 'publish', onSelect: setPublishing },
        { label: t('informations.admin.viewAction'), onSelect: setViewing },
        { label: t('informations.admin.reachAction'), onSelect: setReaching },
        deleteAction(t, t('informations.admin.deleteTitle'), remove.mutateAsync),
      ]}
      dialogs={
        <>
          {reaching && <InformationReachDialog key={reaching.id} information={reaching} canExport={canAll} onClose={() => setReaching(null)} />}
          {viewing && <InformationViewDialog key={viewing.id} information={viewing} onClose={() => setViewing(null)} />}
          {publishing && <InformationRowPublishDialog key={publishing.id} information={publishing} onClose={() => setPublishing(null)} />}
        </>
      }
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('informations.admin.search')} />
          <SelectFilter list={list} name="priority" label={t('informations.admin.priority')} options={priorityOptions} />
          <SelectFilter list={list} name="notice_target" label={t('informations.admin.noticeTarget')} options={targetOptions} />
          <SelectFilter list={list} name="publish_status" label={t('informations.admin.publishStatus')} options={publishStatusOptions} />
          <DateFilter list={list} name="publish_from" label={t('informations.admin.publishFrom')} />
          <DateFilter list={list} name="publish_to" label={t('informations.admin.publishTo')} />
        </>
      )}
      columns={(kit) => [
        nameColumn({ headerName: t('informations.admin.subject'), minWidth: 220, flex: 2 }, (row) => ({ onOpen: kit.editOpener(row) ?? (() => setViewing(row)) })),
        { field: 'priority', headerName: t('informations.admin.priority'), width: 100, renderCell: ({ row }) => <PriorityChip priority={row.priority} /> },
        { field: 'notice_target', headerName: t('informations.admin.noticeTarget'), minWidth: 150, valueFormatter: (value: number) => targetLabel(value) },
        { field: 'publish_date', headerName: t('informations.admin.publish'), minWidth: 250, renderCell: ({ row }) => <PublishCell row={row} /> },
        {
          field: 'reach',
          headerName: t('informations.admin.reach'),
          minWidth: 120,
          sortable: false,
          renderCell: ({ row }) => (
            <Stack sx={{ justifyContent: 'center', height: '100%' }}>
              <ReachProgress read={row.read_count} audience={row.audience_count} />
            </Stack>
          ),
        },
        { field: 'admin_name', headerName: t('informations.admin.author'), minWidth: 130, flex: 0.7, sortable: false },
      ]}
    />
  );
}
