import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import { can } from '@manabiya/domain/permissions/section-permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { booleanFilterOptions, idNameOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { companyCsvPath, companyListQuery } from '../../../features/companies/api/company-api.ts';
import { useDeleteCompany } from '../../../features/companies/api/company-mutations.ts';
import { CompanyFormDialog } from '../../../features/companies/components/company-form-dialog.tsx';

const LIST_OPTIONS = { filters: ['q', 'has_consulting_flg', 'student_invoice_enabled', 'sales_owner_id'] as const };

/** /admin/company (section company): client companies. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const salesStaff = useQuery(autocompleteQueryOptions('sales', ''));
  const remove = useDeleteCompany();
  const canOpenDetail = can(useSignedInUser()?.section_permissions, 'company_detail', 'read');
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const yesNoOptions = booleanFilterOptions(t('admin.yes'), t('admin.no'));
  return (
    <AdminListPage
      section="company"
      label={t('menu.admin.companyList')}
      listOptions={LIST_OPTIONS}
      listQuery={companyListQuery}
      csvPath={companyCsvPath}
      createLabel={t('admin.company.create')}
      form={(company, onClose) => <CompanyFormDialog company={company} onClose={onClose} />}
      rowActions={[editAction(t), deleteAction(t, t('admin.company.deleteTitle'), remove.mutateAsync)]}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('admin.company.search')} />
          <SelectFilter list={list} name="has_consulting_flg" label={t('admin.company.consulting')} options={yesNoOptions} />
          <SelectFilter list={list} name="student_invoice_enabled" label={t('admin.company.studentInvoice')} options={yesNoOptions} />
          <SelectFilter list={list} name="sales_owner_id" label={t('admin.company.salesOwner')} options={idNameOptions(salesStaff.data)} />
        </>
      )}
      columns={() => [
        nameColumn<CompanyItem>({ headerName: t('admin.company.name'), minWidth: 180, flex: 1.4 }, (row) => ({ to: canOpenDetail ? `/admin/company/${row.id}` : undefined })),
        { field: 'sales_owner_name', headerName: t('admin.company.salesOwner'), minWidth: 120, flex: 1 },
        { field: 'contract_start', headerName: t('admin.company.contractStart'), minWidth: 150, valueFormatter: (value: string | null) => formatDate(value) },
        { field: 'contract_end', headerName: t('admin.company.contractEnd'), minWidth: 150, valueFormatter: (value: string | null) => formatDate(value) },
        { field: 'company_user_count', headerName: t('admin.company.userCount'), minWidth: 100, type: 'number' },
        { field: 'student_count', headerName: t('admin.company.studentCount'), minWidth: 100, type: 'number' },
        { field: 'has_consulting_flg', headerName: t('admin.company.consulting'), minWidth: 110, sortable: false, valueFormatter: (value: boolean) => yesNo(value) },
      ]}
    />
  );
}
