import { PermissionRoleBody, type PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { ACCESS_LEVEL, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import { isSection, SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { formatAuditValue, HistoryList } from '../../../components/history-list.tsx';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import { createRole, roleHistoryQuery, roleKeys, updateRole } from '../api/permission-role-api.ts';
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
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<RoleFormValues, unknown, PermissionRoleBody>({ resolver: zodResolver(PermissionRoleBody), defaultValues: defaultsOf(role) });
  const serverErrors = useServerFieldErrors(form);
  const history = useQuery({ ...roleHistoryQuery(role?.id ?? 0), enabled: role !== null });
  const save = useMutation({
    mutationFn: (body: PermissionRoleBody) => (role ? updateRole(role.id, body) : createRole(body)),
    onSuccess: async () => {
      showSnackbar(role ? t('admin.role.updated') : t('admin.role.created'));
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      onClose();
    },
    onError: serverErrors.apply,
  });
  const title = readOnly ? (role?.name ?? '') : role ? t('admin.role.editTitle') : t('admin.role.createTitle');
  return (
    <FormDialog
      open
      title={title}
      maxWidth="md"
      readOnly={readOnly}
      onSubmit={form.handleSubmit((body) => {
        serverErrors.clear();
        save.mutate(body);
      })}
      onClose={onClose}
      submitting={save.isPending}
      error={serverErrors.error}
    >
      <FormTextField control={form.control} name="name" label={t('admin.role.name')} required disabled={readOnly} autoComplete="off" />
      <RoleMatrix control={form.control} readOnly={readOnly} />
      {role && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('list.history')}
          </Typography>
          <HistoryList
            entries={history.data}
            fieldLabel={(field) => {
              const section = sectionOfField(field);
              return section ? t(`admin.sections.${section}`) : field === 'name' ? t('admin.role.name') : field;
            }}
            formatValue={(field, value) =>
              sectionOfField(field) && isAccessLevel(value) ? t(`admin.role.levels.${LEVEL_KEYS[value]}`) : formatAuditValue(value, t('list.emptyValue'))
            }
          />
        </>
      )}
    </FormDialog>
  );
}
