import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { MAIN_ROLE_VALUES } from '@manabiya/domain/enums/staff';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusChips } from '../../../components/data-table/account-status-chips.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { booleanFilterOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import {
  deleteStaff,
  endStaffSessions,
  inviteStaff,
  staffBodyOf,
  staffCsvPath,
  staffKeys,
  staffListQuery,
  updateStaff,
} from '../../../features/staff/api/staff-api.ts';
import { StaffFormDialog } from '../../../features/staff/components/staff-form-dialog.tsx';
import { mainRoleLabel } from '../../../features/staff/components/staff-labels.ts';

const FILTERS = ['q', 'main_role', 'permission_role_id', 'active'] as const;

type Confirm = { kind: 'delete' | 'deactivate' | 'endSessions'; staff: StaffItem };

/** /admin/administrator (section admins): staff, their invitations, sessions and roles. */
export default function AdministratorPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const list = useListSearchParams({ filters: FILTERS });
  const { data, isFetching, error } = useQuery(staffListQuery(list.apiQuery));
  const roles = useQuery(autocompleteQueryOptions('role', ''));
  const [editing, setEditing] = useState<StaffItem | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const canWrite = can(user?.section_permissions, 'admins', 'write');
  const canAll = can(user?.section_permissions, 'admins', 'all');

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const report = (caught: unknown) => showSnackbar(isApiError(caught) && caught.message ? caught.message : t('errors.unexpected'), 'error');
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async (result) => {
      const message = typeof result === 'object' && result !== null && 'message' in result ? String(result.message) : t('admin.done');
      showSnackbar(message);
      await refresh();
    },
    onError: report,
  });

  const columns: Array<GridColDef<StaffItem>> = [
    {
      field: 'name',
      headerName: t('admin.fields.name'),
      minWidth: 140,
      flex: 1,
      renderCell: ({ row }) =>
        canWrite ? (
          <Link component="button" type="button" onClick={() => setEditing(row)} sx={{ textAlign: 'left' }}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1 },
    { field: 'email', headerName: t('admin.fields.email'), minWidth: 200, flex: 1.4 },
    { field: 'main_role', headerName: t('admin.staff.mainRole'), minWidth: 120, valueFormatter: (value: number) => mainRoleLabel(t, value) },
    { field: 'permission_role', headerName: t('admin.staff.permissionRole'), minWidth: 120, valueGetter: (_value, row) => row.permission_role_name ?? '' },
    {
      field: 'active',
      headerName: t('admin.fields.status'),
      minWidth: 130,
      renderCell: ({ row }) => <AccountStatusChips active={row.active} passwordSet={row.password_set} />,
    },
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canWrite },
      { label: t('admin.reinvite'), onClick: () => action.mutate(() => inviteStaff(row.id)), hidden: !canWrite || row.password_set || !row.active },
      { label: t('admin.activate'), onClick: () => action.mutate(() => updateStaff(row.id, staffBodyOf(row, { active: true }))), hidden: !canWrite || row.active },
      { label: t('admin.deactivate'), onClick: () => setConfirm({ kind: 'deactivate', staff: row }), hidden: !canWrite || !row.active, destructive: true },
      { label: t('admin.endSessions'), onClick: () => setConfirm({ kind: 'endSessions', staff: row }), hidden: !canWrite },
      { label: t('form.delete'), onClick: () => setConfirm({ kind: 'delete', staff: row }), hidden: !canAll, destructive: true },
    ]),
  ];

  const runConfirmed = async (target: Confirm) => {
    if (target.kind === 'delete') {
      await deleteStaff(target.staff.id);
      showSnackbar(t('admin.deleted'));
    } else if (target.kind === 'deactivate') {
      await updateStaff(target.staff.id, staffBodyOf(target.staff, { active: false }));
      showSnackbar(t('admin.deactivated'));
    } else {
      showSnackbar((await endStaffSessions(target.staff.id)).message);
    }
    await refresh();
  };

  return (
    <>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('menu.admin.administrator')}
        csvPath={canAll ? staffCsvPath(list.csvQuery) : undefined}
        filters={
          <>
            <SearchFilter list={list} name="q" label={t('admin.staff.search')} />
            <SelectFilter list={list} name="main_role" label={t('admin.staff.mainRole')} options={MAIN_ROLE_VALUES.map((value) => ({ value: String(value), label: mainRoleLabel(t, value) }))} />
            <SelectFilter list={list} name="permission_role_id" label={t('admin.staff.permissionRole')} options={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))} />
            <SelectFilter list={list} name="active" label={t('admin.fields.status')} options={booleanFilterOptions(t('admin.active'), t('admin.inactive'))} />
          </>
        }
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('admin.staff.create')}
            </Button>
          )
        }
      />
      {editing !== undefined && <StaffFormDialog key={editing?.id ?? 'new'} staff={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`admin.staff.confirm.${confirm.kind}.title`) : ''}
        message={confirm ? t(`admin.staff.confirm.${confirm.kind}.message`, { name: confirm.staff.name }) : ''}
        confirmLabel={confirm ? t(`admin.staff.confirm.${confirm.kind}.button`) : undefined}
        onConfirm={() => (confirm ? runConfirmed(confirm) : Promise.resolve())}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
