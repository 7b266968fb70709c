import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { deleteInformation, informationAdminKeys, informationAdminListQuery } from '../../../features/informations/api/information-admin-api.ts';
import { DateFilter } from '../../../features/informations/admin/date-filter.tsx';
import { InformationFormDialog } from '../../../features/informations/admin/information-form-dialog.tsx';
import { InformationReachDialog } from '../../../features/informations/admin/information-reach-dialog.tsx';
import { PublishCell } from '../../../features/informations/admin/information-status-cell.tsx';
import { PriorityChip } from '../../../features/informations/components/priority-chip.tsx';
import { ReachProgress } from '../../../features/informations/admin/reach-progress.tsx';
import { useInformationLabels } from '../../../features/informations/admin/use-information-labels.ts';
import { useSectionAccess } from '../../../features/auth/hooks/use-section-access.ts';

const FILTERS = ['q', 'priority', 'notice_target', 'publish_status', 'publish_from', 'publish_to'] as const;

/** /admin/information (section information): notices with their reach, the editor and who has not read them. */
export default function InformationPage() {
  const { t } = useTranslation();
  const labels = useInformationLabels();
  const list = useListSearchParams({ filters: FILTERS, defaults: { sort: 'publish_date', order: 'desc' } });
  const { data, isFetching, error } = useQuery(informationAdminListQuery(list.apiQuery));
  const [editing, setEditing] = useState<InformationAdminItem | null | undefined>(undefined);
  const [reaching, setReaching] = useState<InformationAdminItem | null>(null);
  const [deleting, setDeleting] = useState<InformationAdminItem | null>(null);
  const { canWrite, canAll } = useSectionAccess('information');
  const asOptions = (options: ReadonlyArray<{ value: number; label: string }>) => options.map((option) => ({ value: String(option.value), label: option.label }));

  const columns: Array<GridColDef<InformationAdminItem>> = [
    {
      field: 'name',
      headerName: t('informations.admin.subject'),
      minWidth: 220,
      flex: 2,
      renderCell: ({ row }) =>
        canWrite ? (
          <Link component="button" type="button" onClick={() => setEditing(row)} sx={{ textAlign: 'left', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { field: 'priority', headerName: t('informations.admin.priority'), width: 100, renderCell: ({ row }) => <PriorityChip priority={row.priority} /> },
    { field: 'notice_target', headerName: t('informations.admin.noticeTarget'), minWidth: 150, valueFormatter: (value: number) => labels.targetLabel(value) },
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
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canWrite },
      { label: t('informations.admin.reachAction'), onClick: () => setReaching(row) },
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
        label={t('menu.admin.information')}
        filters={
          <>
            <SearchFilter list={list} name="q" label={t('informations.admin.search')} />
            <SelectFilter list={list} name="priority" label={t('informations.admin.priority')} options={asOptions(labels.priorityOptions)} />
            <SelectFilter list={list} name="notice_target" label={t('informations.admin.noticeTarget')} options={asOptions(labels.targetOptions)} />
            <SelectFilter list={list} name="publish_status" label={t('informations.admin.publishStatus')} options={asOptions(labels.publishStatusOptions)} />
            <DateFilter list={list} name="publish_from" label={t('informations.admin.publishFrom')} />
            <DateFilter list={list} name="publish_to" label={t('informations.admin.publishTo')} />
          </>
        }
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('informations.admin.create')}
            </Button>
          )
        }
      />
      {editing !== undefined && <InformationFormDialog key={editing?.id ?? 'new'} information={editing} onClose={() => setEditing(undefined)} />}
      {reaching && <InformationReachDialog key={reaching.id} information={reaching} canExport={canAll} onClose={() => setReaching(null)} />}
      <DeleteConfirmDialog item={deleting} title={t('informations.admin.deleteTitle')} remove={deleteInformation} queryKey={informationAdminKeys.all} onClose={() => setDeleting(null)} />
    </>
  );
}
