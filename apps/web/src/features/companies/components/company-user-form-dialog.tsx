import {
  CreateCompanyUserBody,
  UpdateCompanyUserBody,
  type CompanyUserItem,
  type CreateCompanyUserBodyInput,
  type UpdateCompanyUserBodyInput,
} from '@manabiya/domain/contracts/company-users';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { HistoryList } from '../../../components/history-list.tsx';
import { useAdminFieldLabels } from '../../staff/components/use-admin-field-labels.ts';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import { companyKeys, companyUserHistoryQuery, createCompanyUser, updateCompanyUser } from '../api/company-api.ts';

function CreateCompanyUserDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<CreateCompanyUserBodyInput, unknown, CreateCompanyUserBody>({
    resolver: zodResolver(CreateCompanyUserBody),
    defaultValues: { company_id: companyId, name: '', name_kana: '', email: '' },
  });
  const serverErrors = useServerFieldErrors(form);
  const save = useMutation({
    mutationFn: createCompanyUser,
    onSuccess: async (saved) => {
      showSnackbar(t('admin.companyUser.invited', { email: saved.email }));
      await queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
      onClose();
    },
    onError: serverErrors.apply,
  });
  return (
    <FormDialog
      open
      title={t('admin.companyUser.createTitle')}
      submitLabel={t('admin.staff.createAndInvite')}
      onSubmit={form.handleSubmit((body) => {
        serverErrors.clear();
        save.mutate(body);
      })}
      onClose={onClose}
      submitting={save.isPending}
      error={serverErrors.error}
    >
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
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<UpdateCompanyUserBodyInput, unknown, UpdateCompanyUserBody>({
    resolver: zodResolver(UpdateCompanyUserBody),
    defaultValues: { name: user.name, name_kana: user.name_kana ?? '', email: user.email, active: user.active },
  });
  const serverErrors = useServerFieldErrors(form);
  const history = useQuery(companyUserHistoryQuery(user.id));
  const save = useMutation({
    mutationFn: (body: UpdateCompanyUserBody) => updateCompanyUser(user.id, body),
    onSuccess: async () => {
      showSnackbar(t('admin.companyUser.updated'));
      await queryClient.invalidateQueries({ queryKey: companyKeys.detail(user.company_id) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.userHistory(user.id) });
      onClose();
    },
    onError: serverErrors.apply,
  });
  return (
    <FormDialog
      open
      title={t('admin.companyUser.editTitle')}
      onSubmit={form.handleSubmit((body) => {
        serverErrors.clear();
        save.mutate(body);
      })}
      onClose={onClose}
      submitting={save.isPending}
      error={serverErrors.error}
    >
      <FormTextField control={form.control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
      <FormTextField control={form.control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      <FormTextField control={form.control} name="email" label={t('admin.fields.email')} type="email" required autoComplete="off" />
      <FormSwitchField control={form.control} name="active" label={t('admin.fields.active')} />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('list.history')}
      </Typography>
      <HistoryList entries={history.data} fieldLabels={fieldLabels} />
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
