import { PermissionRoleBody, type PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { ACCESS_LEVEL, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import { isSection, SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { readAbility } from '../../../components/admin-list/row-abilities.ts';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { formatAuditValue } from '../../../components/history-list.tsx';
import { roleHistoryQuery, useSaveRole } from '../api/permission-role-api.ts';
import { LEVEL_KEYS, RoleMatrix, type RoleFormValues } from './role-matrix.tsx';

/** Audit entries name a level by its permission name (`student_detail_permission`). */
function sectionOfField(field: string): Section | undefined {
  const name = field.replace(/^levels\./, '').replace(/_permission$/, '');
  return isSection(name) ? name : undefined;
}

interface RoleFormDialogProps {
  /** The role to edit; null creates one (every section starting at "none"). */
  role: PermissionRoleItem | null;
  readOnly?: boolean;
  onClose: () => void;
}

function defaultsOf(role: PermissionRoleItem | null): RoleFormValues {
  if (role) return { name: role.name, levels: { ...role.levels } };
  return { name: '', levels: Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none])) as RoleFormValues['levels'] };
}

/** The matrix editor of a permission role, with its history when editing. Mount it with a `key` per role. */
export function RoleFormDialog({ role, readOnly = false, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: PermissionRoleBody,
    defaultValues: defaultsOf(role),
    mutation: useSaveRole(),
    toVariables: (body) => ({ id: role?.id ?? null, body }),
    savedMessage: () => (role ? t('admin.role.updated') : t('admin.role.created')),
    onClose,
  });
  const history = useQuery({ ...roleHistoryQuery(role?.id ?? 0), enabled: role !== null });
  // Nobody changes the levels of the role they hold (decision 015): the server refuses, so the matrix stays read-only.
  const levelsReadOnly = readOnly || (role !== null && readAbility(role, 'edit_levels') === false);
  const title = readOnly ? (role?.name ?? '') : role ? t('admin.role.editTitle') : t('admin.role.createTitle');
  return (
    <FormDialog {...dialogProps} title={title} maxWidth="md" readOnly={readOnly}>
      <FormTextField control={form.control} name="name" label={t('admin.role.name')} required disabled={readOnly} autoComplete="off" />
      <RoleMatrix control={form.control} readOnly={levelsReadOnly} />
      {role && (
        <FormDialogHistory
          entries={history.data}
          fieldLabel={(field) => {
            const section = sectionOfField(field);
            return section ? t(`admin.sections.${section}`) : field === 'name' ? t('admin.role.name') : field;
          }}
          formatValue={(field, value) =>
            sectionOfField(field) && isAccessLevel(value) ? t(`admin.role.levels.${LEVEL_KEYS[value]}`) : formatAuditValue(value, t('list.emptyValue'))
          }
        />
      )}
    </FormDialog>
  );
}
