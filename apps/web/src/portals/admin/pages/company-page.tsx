import { companyDeleteRefusal, type CompanyItem } from '@manabiya/domain/contracts/companies';
import { can } from '@manabiya/domain/permissions/section-permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminListPage } from '../../../components/admin-list/admin-list-page.tsx';
import { nameColumn } from '../../../components/admin-list/row-name-link.tsx';
import { deleteAction, editAction } from '../../../components/admin-list/use-row-actions.tsx';
import { booleanFilterOptions, idNameOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { companyCsvPath, companyListQuery, useDeleteCompany } from '../../../features/companies/api/company-api.ts';
import { CompanyFormDialog } from '../../../features/companies/components/company-form-dialog.tsx';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['companies'] as const;

const LIST_OPTIONS = { filters: ['q', 'has_consulting_flg', 'student_invoice_enabled', 'sales_owner_id'] as const };

/** /admin/company (section company): client companies. */
export default function CompanyPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const salesStaff = useQuery(autocompleteQueryOptions('sales', ''));
  const remove = useDeleteCompany();
  const permissions = useSignedInUser()?.section_permissions;
  const canOpenDetail = can(permissions, 'company_detail', 'read');
  const navigate = useNavigate();
  // A new company is where its users are added next: go to its page (issue 10 item 8).
  const openCreated = (created: CompanyItem) => {
    if (canOpenDetail) void navigate(`/admin/company/${created.id}`);
  };
  // Offered to whoever may delete companies, but refused while people belong to the company: say so instead of a confirm that ends in 409.
  const deleteBlocked = (row: CompanyItem) => (companyDeleteRefusal(permissions, row) === 'has_members' ? t('admin.company.deleteBlocked') : undefined);
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
      form={(company, onClose) => <CompanyFormDialog company={company} onClose={onClose} onSaved={company ? undefined : openCreated} />}
      rowActions={[editAction(t), deleteAction(t, t('admin.company.deleteTitle'), remove.mutateAsync, deleteBlocked)]}
      filters={(list) => (
        <>
          <SearchFilter list={list} name="q" label={t('admin.company.search')} />
          <SelectFilter list={list} name="has_consulting_flg" label={t('admin.company.consulting')} options={yesNoOptions} />
          <SelectFilter list={list} name="student_invoice_enabled" label={t('admin.company.studentInvoice')} options={yesNoOptions} />
          <SelectFilter list={list} name="sales_owner_id" label={t('admin.company.salesOwner')} options={idNameOptions(salesStaff.data)} />
        </>
      )}
      columns={(kit) => [
        nameColumn<CompanyItem>({ headerName: t('admin.company.name'), minWidth: 180, flex: 1.4 }, (row) =>
          canOpenDetail ? { to: `/admin/company/${row.id}` } : { onOpen: () => kit.openView(row) },
        ),
        { field: 'sales_owner_name', headerName: t('admin.company.salesOwner'), minWidth: 120, flex: 1 },
        { field: 'contract_start', headerName: t('admin.company.contractStart'), minWidth: 160, priority: 3, valueFormatter: (value: string | null) => formatDate(value) },
        { field: 'contract_end', headerName: t('admin.company.contractEnd'), minWidth: 160, valueFormatter: (value: string | null) => formatDate(value) },
        { field: 'company_user_count', headerName: t('admin.company.userCount'), minWidth: 100, type: 'number' },
        { field: 'student_count', headerName: t('admin.company.studentCount'), minWidth: 100, type: 'number' },
        { field: 'has_consulting_flg', headerName: t('admin.company.consulting'), minWidth: 140, priority: 3, sortable: false, valueFormatter: (value: boolean) => yesNo(value) },
      ]}
    />
  );
}
