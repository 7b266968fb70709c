import { StaffBody, type StaffBodyInput, type StaffItem } from '@manabiya/domain/contracts/staff';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { isAdminLike } from '@manabiya/domain/permissions/role-groups';
import { can } from '@manabiya/domain/permissions/section-permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { HistoryList } from '../../../components/history-list.tsx';
import { useAdminFieldLabels } from '../../staff/components/use-admin-field-labels.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import { createStaff, staffHistoryQuery, staffKeys, updateStaff } from '../api/staff-api.ts';
import { employmentOptions, mainRoleOptions, roleTypeOptions } from './staff-labels.ts';

interface StaffFormDialogProps {
  /** The member to edit; null creates a new one (who is invited by mail). */
  staff: StaffItem | null;
  onClose: () => void;
}

function defaultsOf(staff: StaffItem | null): StaffBodyInput {
  if (!staff) {
    return {
      name: '',
      name_kana: '',
      email: '',
      main_role: MAIN_ROLE.sales,
      role_type: ROLE_TYPE.sales_general,
      employment_type: EMPLOYMENT_TYPE.employee,
      permission_role_id: null,
      active: true,
    };
  }
  return {
    name: staff.name,
    name_kana: staff.name_kana ?? '',
    email: staff.email,
    main_role: staff.main_role as StaffBodyInput['main_role'],
    role_type: staff.role_type as StaffBodyInput['role_type'],
    employment_type: staff.employment_type as StaffBodyInput['employment_type'],
    permission_role_id: staff.permission_role_id,
    active: staff.active,
  };
}

/** Create or edit a staff member; editing also shows the member's history. Mount it with a `key` per member. */
export function StaffFormDialog({ staff, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const fieldLabels = useAdminFieldLabels();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<StaffBodyInput, unknown, StaffBody>({ resolver: zodResolver(StaffBody), defaultValues: defaultsOf(staff) });
  const serverErrors = useServerFieldErrors(form);
  const history = useQuery({ ...staffHistoryQuery(staff?.id ?? 0), enabled: staff !== null });
  const save = useMutation({
    mutationFn: (body: StaffBody) => (staff ? updateStaff(staff.id, body) : createStaff(body)),
    onSuccess: async (saved) => {
      showSnackbar(staff ? t('admin.staff.updated') : t('admin.staff.invited', { email: saved.email }));
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onClose();
    },
    onError: serverErrors.apply,
  });
  const { control } = form;
  // The server refuses what this hides (decision 015): roles are given by role managers, never to oneself.
  const user = useSignedInUser();
  const isSelf = staff !== null && staff.id === user?.id;
  const mayAssignRoles = can(user?.section_permissions, 'role_management', 'all') && !isSelf;
  const roleLockReason = isSelf ? t('admin.staff.ownRoleLocked') : mayAssignRoles ? undefined : t('admin.staff.roleNeedsRoleManagement');
  const mayChangeEmail = staff === null || isSelf || can(user?.section_permissions, 'admins', 'all');
  const mainRoles = mainRoleOptions(t).filter((option) => mayAssignRoles || option.value === staff?.main_role || (!staff && !isAdminLike(option.value)));
  return (
    <FormDialog
      open
      title={staff ? t('admin.staff.editTitle') : t('admin.staff.createTitle')}
      onSubmit={form.handleSubmit((body) => {
        serverErrors.clear();
        save.mutate(body);
      })}
      onClose={onClose}
      submitting={save.isPending}
      error={serverErrors.error}
      submitLabel={staff ? undefined : t('admin.staff.createAndInvite')}
    >
      <FormTextField control={control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
      <FormTextField control={control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      <FormTextField
        control={control}
        name="email"
        label={t('admin.fields.email')}
        type="email"
        required
        autoComplete="off"
        disabled={!mayChangeEmail}
        helperText={mayChangeEmail ? undefined : t('admin.staff.emailNeedsAdminsAll')}
      />
      <FormSelectField
        control={control}
        name="main_role"
        label={t('admin.staff.mainRole')}
        options={mainRoles}
        required
        disabled={staff !== null && !mayAssignRoles}
        helperText={staff !== null ? roleLockReason : undefined}
      />
      <FormSelectField control={control} name="role_type" label={t('admin.staff.roleType')} options={roleTypeOptions(t)} />
      <FormSelectField control={control} name="employment_type" label={t('admin.staff.employmentType')} options={employmentOptions(t)} />
      <FormAutocompleteField
        control={control}
        name="permission_role_id"
        label={t('admin.staff.permissionRole')}
        source="role"
        disabled={!mayAssignRoles}
        helperText={roleLockReason}
        initialOption={staff?.permission_role_id ? { id: staff.permission_role_id, name: staff.permission_role_name ?? '' } : null}
      />
      <FormSwitchField control={control} name="active" label={t('admin.fields.active')} />
      {!staff && <Typography variant="body2" color="text.secondary">{t('admin.staff.inviteNote')}</Typography>}
      {staff && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('list.history')}
          </Typography>
          <HistoryList entries={history.data} fieldLabels={fieldLabels} />
        </>
      )}
    </FormDialog>
  );
}
