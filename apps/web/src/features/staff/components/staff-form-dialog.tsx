import { StaffBody, type StaffBodyInput, type StaffItem } from '@manabiya/domain/contracts/staff';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { isAdminLike } from '@manabiya/domain/permissions/role-groups';
import { can } from '@manabiya/domain/permissions/section-permissions';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readAbility } from '../../../components/admin-list/row-abilities.ts';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useAdminFieldLabels } from '../../../components/use-admin-field-labels.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { staffBodyOf, staffHistoryQuery, useSaveStaff } from '../api/staff-api.ts';

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
  // The form shows an empty kana as '' (the contract turns it back into null).
  return { ...staffBodyOf(staff), name_kana: staff.name_kana ?? '' };
}

/** Create or edit a staff member; editing also shows the member's history. Mount it with a `key` per member. */
export function StaffFormDialog({ staff, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const fieldLabels = useAdminFieldLabels();
  const { form, dialogProps } = useFormDialog({
    schema: StaffBody,
    defaultValues: defaultsOf(staff),
    mutation: useSaveStaff(),
    toVariables: (body) => ({ id: staff?.id ?? null, body }),
    savedMessage: (saved) => (staff ? t('admin.staff.updated') : t('admin.staff.invited', { email: saved.email })),
    onClose,
  });
  const history = useQuery({ ...staffHistoryQuery(staff?.id ?? 0), enabled: staff !== null });
  const { control } = form;
  // The server refuses what this hides (decision 015): roles are given by role managers, never to oneself.
  const user = useSignedInUser();
  const isSelf = staff !== null && staff.id === user?.id;
  // The member's own abilities where the server sent them; the same rule computed here otherwise (and for a new member).
  const mayAssignRoles = (staff && readAbility(staff, 'change_role')) ?? (can(user?.section_permissions, 'role_management', 'all') && !isSelf);
  const roleLockReason = isSelf ? t('admin.staff.ownRoleLocked') : mayAssignRoles ? undefined : t('admin.staff.roleNeedsRoleManagement');
  const mayChangeEmail = staff === null || (readAbility(staff, 'change_email') ?? (isSelf || can(user?.section_permissions, 'admins', 'all')));
  const roleTypeOptions = useEnumOptions('roleType');
  const employmentOptions = useEnumOptions('employmentType');
  const mainRoles = useEnumOptions('mainRole').filter((option) => mayAssignRoles || option.value === staff?.main_role || (!staff && !isAdminLike(option.value)));
  return (
    <FormDialog
      {...dialogProps}
      title={staff ? t('admin.staff.editTitle') : t('admin.staff.createTitle')}
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
      <FormSelectField control={control} name="role_type" label={t('admin.staff.roleType')} options={roleTypeOptions} />
      <FormSelectField control={control} name="employment_type" label={t('admin.staff.employmentType')} options={employmentOptions} />
      <FormAutocompleteField
        control={control}
        name="permission_role_id"
        label={t('admin.staff.permissionRole')}
        source="role"
        disabled={!mayAssignRoles}
        helperText={roleLockReason}
        initialLabel={staff?.permission_role_name}
      />
      <FormSwitchField control={control} name="active" label={t('admin.fields.active')} />
      {!staff && <Typography variant="body2" color="text.secondary">{t('admin.staff.inviteNote')}</Typography>}
      {staff && <FormDialogHistory entries={history.data} fieldLabels={fieldLabels} />}
    </FormDialog>
  );
}
