import {
  CreateCompanyUserBody,
  UpdateCompanyUserBody,
  type CompanyUserItem,
} from '@manabiya/domain/contracts/company-users';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useAdminFieldLabels } from '../../../components/use-admin-field-labels.ts';
import { companyUserHistoryQuery, useCreateCompanyUser, useUpdateCompanyUser } from '../api/company-api.ts';

function CreateCompanyUserDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: CreateCompanyUserBody,
    defaultValues: { company_id: companyId, name: '', name_kana: '', email: '' },
    mutation: useCreateCompanyUser(),
    toVariables: (body) => body,
    savedMessage: (saved) => t('admin.companyUser.invited', { email: saved.email }),
    onClose,
  });
  return (
    <FormDialog {...dialogProps} title={t('admin.companyUser.createTitle')} submitLabel={t('admin.staff.createAndInvite')}>
      <FormTextField control={form.control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
      <FormTextField control={form.control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      <FormTextField control={form.control} name="email" label={t('admin.fields.email')} type="email" required autoComplete="off" />
      <Typography variant="body2" color="text.secondary">
        {t('admin.companyUser.inviteNote')}
      </Typography>
    </FormDialog>
  );
}

function EditCompanyUserDialog({ user, onClose }: { user: CompanyUserItem; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldLabels = useAdminFieldLabels();
  const { form, dialogProps } = useFormDialog({
    schema: UpdateCompanyUserBody,
    defaultValues: { name: user.name, name_kana: user.name_kana ?? '', email: user.email, active: user.active },
    mutation: useUpdateCompanyUser(),
    toVariables: (body) => ({ id: user.id, body }),
    savedMessage: () => t('admin.companyUser.updated'),
    onClose,
  });
  const history = useQuery(companyUserHistoryQuery(user.id));
  return (
    <FormDialog {...dialogProps} title={t('admin.companyUser.editTitle')}>
      <FormTextField control={form.control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
      <FormTextField control={form.control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      <FormTextField control={form.control} name="email" label={t('admin.fields.email')} type="email" required autoComplete="off" />
      <FormSwitchField control={form.control} name="active" label={t('admin.fields.active')} />
      <FormDialogHistory entries={history.data} fieldLabels={fieldLabels} />
    </FormDialog>
  );
}

interface CompanyUserFormDialogProps {
  companyId: number;
  /** The user to edit; null creates one, who is invited by mail. */
  user: CompanyUserItem | null;
  onClose: () => void;
}

/** Create (invite) or edit a company user. Mount it with a `key` per user. */
export function CompanyUserFormDialog({ companyId, user, onClose }: CompanyUserFormDialogProps) {
  return user ? <EditCompanyUserDialog user={user} onClose={onClose} /> : <CreateCompanyUserDialog companyId={companyId} onClose={onClose} />;
}
