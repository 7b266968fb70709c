import { CompanyBody, type CompanyBodyInput, type CompanyItem } from '@manabiya/domain/contracts/companies';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useSaveCompany } from '../api/company-api.ts';

interface CompanyFormDialogProps {
  company: CompanyItem | null;
  onClose: () => void;
  onSaved?: (company: CompanyItem) => void;
}

function defaultsOf(company: CompanyItem | null): CompanyBodyInput {
  return {
    name: company?.name ?? '',
    name_kana: company?.name_kana ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    contact_person: company?.contact_person ?? '',
    sales_owner_id: company?.sales_owner_id ?? null,
    has_consulting_flg: company?.has_consulting_flg ?? false,
    student_invoice_enabled: company?.student_invoice_enabled ?? false,
    contract_start: company?.contract_start ?? null,
    contract_end: company?.contract_end ?? null,
  };
}

/** Create or edit a company. Mount it with a `key` per company. */
export function CompanyFormDialog({ company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: CompanyBody,
    defaultValues: defaultsOf(company),
    mutation: useSaveCompany(),
    toVariables: (body) => ({ id: company?.id ?? null, body }),
    savedMessage: () => (company ? t('admin.company.updated') : t('admin.company.created')),
    onClose,
    onSaved,
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} title={company ? t('admin.company.editTitle') : t('admin.company.createTitle')}>
      <FormTextField control={control} name="name" label={t('admin.company.name')} required autoComplete="off" />
      <FormTextField control={control} name="name_kana" label={t('admin.company.nameKana')} autoComplete="off" />
      <FormTextField control={control} name="address" label={t('admin.company.address')} autoComplete="off" />
      <FormTextField control={control} name="phone" label={t('admin.company.phone')} type="tel" autoComplete="off" />
      <FormTextField control={control} name="contact_person" label={t('admin.company.contactPerson')} autoComplete="off" />
      <FormAutocompleteField control={control} name="sales_owner_id" label={t('admin.company.salesOwner')} source="sales" initialLabel={company?.sales_owner_name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField control={control} name="contract_start" label={t('admin.company.contractStart')} />
        <FormDateField control={control} name="contract_end" label={t('admin.company.contractEnd')} />
      </Stack>
      <FormSwitchField control={control} name="has_consulting_flg" label={t('admin.company.consulting')} />
      <FormSwitchField control={control} name="student_invoice_enabled" label={t('admin.company.studentInvoice')} />
    </FormDialog>
  );
}
