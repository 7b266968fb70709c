import type { PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { deleteRole, roleKeys, roleListQuery } from '../../../features/permission-roles/api/permission-role-api.ts';
import { RoleFormDialog } from '../../../features/permission-roles/components/role-form-dialog.tsx';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';

const FILTERS = ['q'] as const;

/** /admin/role (section role_management): permission roles and their matrix editor. */
export default function RolePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const formatDate = useFormatDate();
  const list = useListSearchParams({ filters: FILTERS });
  const { data, isFetching, error } = useQuery(roleListQuery(list.apiQuery));
  const [editing, setEditing] = useState<PermissionRoleItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PermissionRoleItem | null>(null);
  // Creating, changing and deleting roles all need level "all" of role_management (spec §6).
  const canChange = can(user?.section_permissions, 'role_management', 'all');

  const columns: Array<GridColDef<PermissionRoleItem>> = [
    {
      field: 'name',
      headerName: t('admin.role.name'),
      minWidth: 160,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => setEditing(row)} sx={{ textAlign: 'left' }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'staff_count', headerName: t('admin.role.holders'), minWidth: 110, type: 'number' },
    { field: 'created_at', headerName: t('admin.fields.createdAt'), minWidth: 170, valueFormatter: (value: string) => formatDate(value) },
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canChange },
      { label: t('form.delete'), onClick: () => setDeleting(row), hidden: !canChange, destructive: true },
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
        label={t('menu.admin.role')}
        filters={<SearchFilter list={list} name="q" label={t('admin.role.search')} />}
        actions={
          canChange && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('admin.role.create')}
            </Button>
          )
        }
      />
      {editing !== undefined && <RoleFormDialog key={editing?.id ?? 'new'} role={editing} readOnly={!canChange} onClose={() => setEditing(undefined)} />}
      <DeleteConfirmDialog item={deleting} title={t('admin.role.deleteTitle')} remove={deleteRole} queryKey={roleKeys.all} onClose={() => setDeleting(null)} />
    </>
  );
}
