import { permissionRoleRefusal, type PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { useRowAbilities } from '../../../components/admin-list/row-abilities.ts';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { roleListQuery, useDeleteRole } from '../../../features/permission-roles/api/permission-role-api.ts';
import { RoleFormDialog } from '../../../features/permission-roles/components/role-form-dialog.tsx';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['permissionRoles'] as const;

const LIST_OPTIONS = { filters: ['q'] as const };

/** /admin/role (section role_management): permission roles and their matrix editor. */
export default function RolePage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const remove = useDeleteRole();
  // Creating, changing and deleting roles all need level "all" of role_management (spec §6).
  const can = useRowAbilities<PermissionRoleItem>('role_management', { access: () => 'all' });
  const { canAll } = useSectionAccess('role_management');
  const permissions = useSignedInUser()?.section_permissions;
  const deleteBlocked = (row: PermissionRoleItem) =>
    permissionRoleRefusal('delete', { permissions, roleId: null }, row) === 'in_use' ? t('admin.role.deleteBlocked') : undefined;
  return (
    <AdminListPage
      section="role_management"
      label={t('menu.admin.role')}
      listOptions={LIST_OPTIONS}
      listQuery={roleListQuery}
      can={can}
      canCreate={canAll}
      createLabel={t('admin.role.create')}
      // Anyone who sees the list may open a role; without the right to change it the matrix is read-only.
      form={(role, onClose) => <RoleFormDialog role={role} readOnly={role !== null && !can(role, 'edit')} onClose={onClose} />}
      rowActions={[editAction(t), deleteAction(t, t('admin.role.deleteTitle'), remove.mutateAsync, deleteBlocked)]}
      filters={(list) => <SearchFilter list={list} name="q" label={t('admin.role.search')} />}
      columns={(kit) => [
        nameColumn({ headerName: t('admin.role.name'), minWidth: 160, flex: 1 }, (row) => ({ onOpen: () => kit.openForm(row) })),
        { field: 'staff_count', headerName: t('admin.role.holders'), minWidth: 110, type: 'number' },
        { field: 'created_at', headerName: t('admin.fields.createdAt'), minWidth: 170, valueFormatter: (value: string) => formatDate(value) },
      ]}
    />
  );
}
