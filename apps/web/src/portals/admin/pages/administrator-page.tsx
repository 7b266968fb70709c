import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountActions } from '../../../components/admin-list/account-actions.ts';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { accountStateAllows, useRowAbilities } from '../../../components/admin-list/row-abilities.ts';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { editAction, type RowActionSpec } from '../../../components/admin-list/use-row-actions.tsx';
import { AccountStatusChips } from '../../../components/data-table/account-status-chips.tsx';
import { booleanFilterOptions, idNameOptions, SearchFilter, SelectFilter, useEnumFilterOptions } from '../../../components/data-table/list-filters.tsx';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { staffCsvPath, staffListQuery, useDeleteStaff, useEndStaffSessions, useInviteStaff, useSendStaffResetMail, useSetStaffActive } from '../../../features/staff/api/staff-api.ts';
import { StaffFormDialog } from '../../../features/staff/components/staff-form-dialog.tsx';
import { ADMIN_FIELD_LABEL_NAMESPACES } from '../../../components/use-admin-field-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['staff', ...ADMIN_FIELD_LABEL_NAMESPACES] as const;

const LIST_OPTIONS = { filters: ['q', 'main_role', 'permission_role_id', 'active'] as const };

/** The row menu of a staff member: edit, invitation, activation, sessions and delete. */
function useStaffActions(): Array<RowActionSpec<StaffItem>> {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const setActive = useSetStaffActive();
  const endSessions = useEndStaffSessions();
  const sendResetMail = useSendStaffResetMail();
  const remove = useDeleteStaff();
  const confirmOf = (kind: 'delete' | 'deactivate' | 'endSessions') => (row: StaffItem) => ({
    title: t(`admin.staff.confirm.${kind}.title`),
    message: t(`admin.staff.confirm.${kind}.message`, { name: row.name }),
    button: t(`admin.staff.confirm.${kind}.button`),
  });
  return [
    editAction(t),
    ...accountActions<StaffItem>(t, {
      invite: invite.mutateAsync,
      setActive: (staff, active) => setActive.mutateAsync({ staff, active }),
      confirmDeactivate: confirmOf('deactivate'),
    }),
    {
      label: t('admin.sendResetMail'),
      ability: 'send_reset_mail',
      confirm: (row) => ({ title: t('admin.confirmSendResetMail.title'), message: t('admin.confirmSendResetMail.message', { name: row.name }), button: t('admin.confirmSendResetMail.button') }),
      run: (row) => sendResetMail.mutateAsync(row.id),
    },
    { label: t('admin.endSessions'), ability: 'end_sessions', confirm: confirmOf('endSessions'), run: (row) => endSessions.mutateAsync(row.id) },
    { label: t('form.delete'), ability: 'delete', destructive: true, confirm: confirmOf('delete'), run: (row) => remove.mutateAsync(row.id), doneMessage: () => t('admin.deleted') },
  ];
}

/** /admin/administrator (section admins): staff, their invitations, sessions and roles. */
export default function AdministratorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const roles = useQuery(autocompleteQueryOptions('role', ''));
  const mainRoleLabel = useEnumLabel('mainRole');
  const mainRoleOptions = useEnumFilterOptions('mainRole');
  const can = useRowAbilities<StaffItem>('admins', { rowAllows: accountStateAllows });
  const rowActions = useStaffActions();
  return (
    <AdminListPage
      section="admins"
      label={t('menu.admin.administrator')}
      listOptions={LIST_OPTIONS}
      listQuery={staffListQuery}
      csvPath={staffCsvPath}
      createLabel={t('admin.staff.create')}
      form={(staff, onClose) => <StaffFormDialog staff={staff} onClose={onClose} />}
      rowActions={rowActions}
      can={can}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('admin.staff.search')} />
          <SelectFilter list={list} name="main_role" label={t('admin.staff.mainRole')} options={mainRoleOptions} />
          <SelectFilter list={list} name="permission_role_id" label={t('admin.staff.permissionRole')} options={idNameOptions(roles.data)} />
          <SelectFilter list={list} name="active" label={t('admin.fields.status')} options={booleanFilterOptions(t('admin.active'), t('admin.inactive'))} />
        </>
      )}
      columns={(kit) => [
        nameColumn({ headerName: t('admin.fields.name'), minWidth: 140, flex: 1 }, (row) => ({ onOpen: kit.editOrView(row) })),
        { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1, priority: 3 },
        { field: 'email', headerName: t('admin.fields.email'), minWidth: 200, flex: 1.4 },
        { field: 'main_role', headerName: t('admin.staff.mainRole'), minWidth: 120, valueFormatter: (value: number) => mainRoleLabel(value) },
        { field: 'permission_role', headerName: t('admin.staff.permissionRole'), minWidth: 120, priority: 3, valueGetter: (_value, row) => row.permission_role_name ?? '' },
        { field: 'active', headerName: t('admin.fields.status'), minWidth: 130, renderCell: ({ row }) => <AccountStatusChips active={row.active} passwordSet={row.password_set} /> },
      ]}
    />
  );
}
