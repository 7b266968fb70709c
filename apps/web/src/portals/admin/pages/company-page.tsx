import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { booleanFilterOptions, SearchFilter, SelectFilter } from '../../../components/data-table/list-filters.tsx';
import { rowActionsColumn } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { autocompleteQueryOptions } from '../../../components/form/form-autocomplete-field.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { companyCsvPath, companyKeys, companyListQuery, deleteCompany } from '../../../features/companies/api/company-api.ts';
import { CompanyFormDialog } from '../../../features/companies/components/company-form-dialog.tsx';
import { useSectionAccess } from '../../../features/auth/hooks/use-section-access.ts';

const FILTERS = ['q', 'has_consulting_flg', 'student_invoice_enabled', 'sales_owner_id'] as const;

/** /admin/company (section company): client companies. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const formatDate = useFormatDate();
  const list = useListSearchParams({ filters: FILTERS });
  const { data, isFetching, error } = useQuery(companyListQuery(list.apiQuery));
  const salesStaff = useQuery(autocompleteQueryOptions('sales', ''));
  const [editing, setEditing] = useState<CompanyItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CompanyItem | null>(null);
  const permissions = user?.section_permissions;
  const { canWrite, canAll } = useSectionAccess('company');
  const canOpenDetail = can(permissions, 'company_detail', 'read');
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));

  const columns: Array<GridColDef<CompanyItem>> = [
    {
      field: 'name',
      headerName: t('admin.company.name'),
      minWidth: 180,
      flex: 1.4,
      renderCell: ({ row }) =>
        canOpenDetail ? (
          <Link component={RouterLink} to={`/admin/company/${row.id}`}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { field: 'sales_owner_name', headerName: t('admin.company.salesOwner'), minWidth: 120, flex: 1 },
    { field: 'contract_start', headerName: t('admin.company.contractStart'), minWidth: 150, valueFormatter: (value: string | null) => formatDate(value) },
    { field: 'contract_end', headerName: t('admin.company.contractEnd'), minWidth: 150, valueFormatter: (value: string | null) => formatDate(value) },
    { field: 'company_user_count', headerName: t('admin.company.userCount'), minWidth: 100, type: 'number' },
    { field: 'student_count', headerName: t('admin.company.studentCount'), minWidth: 100, type: 'number' },
    { field: 'has_consulting_flg', headerName: t('admin.company.consulting'), minWidth: 110, sortable: false, valueFormatter: (value: boolean) => yesNo(value) },
    rowActionsColumn(t('list.actions.column'), (row) => [
      { label: t('form.edit'), onClick: () => setEditing(row), hidden: !canWrite },
      { label: t('form.delete'), onClick: () => setDeleting(row), hidden: !canAll, destructive: true },
    ]),
  ];

  return (
    <>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('menu.admin.companyList')}
        csvPath={canAll ? companyCsvPath(list.csvQuery) : undefined}
        filters={
          <>
            <SearchFilter list={list} name="q" label={t('admin.company.search')} />
            <SelectFilter list={list} name="has_consulting_flg" label={t('admin.company.consulting')} options={booleanFilterOptions(t('admin.yes'), t('admin.no'))} />
            <SelectFilter list={list} name="student_invoice_enabled" label={t('admin.company.studentInvoice')} options={booleanFilterOptions(t('admin.yes'), t('admin.no'))} />
            <SelectFilter
              list={list}
              name="sales_owner_id"
              label={t('admin.company.salesOwner')}
              options={(salesStaff.data ?? []).map((staff) => ({ value: String(staff.id), label: staff.name }))}
            />
          </>
        }
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('admin.company.create')}
            </Button>
          )
        }
      />
      {editing !== undefined && <CompanyFormDialog key={editing?.id ?? 'new'} company={editing} onClose={() => setEditing(undefined)} />}
      <DeleteConfirmDialog item={deleting} title={t('admin.company.deleteTitle')} remove={deleteCompany} queryKey={companyKeys.all} onClose={() => setDeleting(null)} />
    </>
  );
}
