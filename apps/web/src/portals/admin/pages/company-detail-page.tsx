import type { CompanyItem, CompanyStudentItem } from '@manabiya/domain/contracts/companies';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { FitColumn } from '../../../components/data-table/grid-fit.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { companyDetailQuery, companyHistoryQuery, companyStudentsQuery } from '../../../features/companies/api/company-api.ts';
import { CompanyFormDialog } from '../../../features/companies/components/company-form-dialog.tsx';
import { CompanyUserList } from '../../../features/companies/components/company-user-list.tsx';
import { AdminDetailPage } from '../../../components/admin-list/admin-detail-page.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { ADMIN_FIELD_LABEL_NAMESPACES } from '../../../components/use-admin-field-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['companies', 'staff', 'students', ...ADMIN_FIELD_LABEL_NAMESPACES] as const;

function CompanyFacts({ company }: { company: CompanyItem }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const facts: Array<[string, string]> = [
    // The number the student CSV import accepts besides the name.
    [t('admin.company.id'), String(company.id)],
    [t('admin.company.nameKana'), company.name_kana ?? ''],
    [t('admin.company.address'), company.address ?? ''],
    [t('admin.company.phone'), company.phone ?? ''],
    [t('admin.company.contactPerson'), company.contact_person ?? ''],
    [t('admin.company.salesOwner'), company.sales_owner_name ?? ''],
    [t('admin.company.contractStart'), formatDate(company.contract_start)],
    [t('admin.company.contractEnd'), formatDate(company.contract_end)],
    [t('admin.company.consulting'), yesNo(company.has_consulting_flg)],
    [t('admin.company.studentInvoice'), yesNo(company.student_invoice_enabled)],
  ];
  return <FactList facts={facts} />;
}

const STUDENT_FILTERS = ['q'] as const;

function CompanyStudents({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const statusLabel = useEnumLabel('studentStatus');
  const formatDate = useDateFormat().date;
  const list = useListSearchParams({ filters: STUDENT_FILTERS, prefix: 'students_' });
  const { data, isFetching, error } = useQuery(companyStudentsQuery(companyId, list.apiQuery));
  const columns: Array<FitColumn<CompanyStudentItem>> = [
    { field: 'name', headerName: t('admin.fields.name'), minWidth: 140, flex: 1 },
    { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1, priority: 3 },
    { field: 'email', headerName: t('admin.fields.email'), minWidth: 200, flex: 1.3 },
    {
      field: 'status',
      headerName: t('admin.fields.status'),
      minWidth: 130,
      valueFormatter: (value: number) => statusLabel(value),
    },
    { field: 'grade', headerName: t('admin.student.grade'), minWidth: 80, priority: 3 },
    { field: 'start_date', headerName: t('admin.student.startDate'), minWidth: 150, valueFormatter: (value: string | null) => formatDate(value) },
  ];
  return (
    <DetailSection title={t('admin.company.students')}>
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        label={t('admin.company.students')}
        filters={<SearchFilter list={list} name="q" label={t('admin.staff.search')} />}
      />
    </DetailSection>
  );
}

/** /admin/company/:id (section company_detail): the company, its users, its students and its history. */
export default function CompanyDetailPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  return (
    <AdminDetailPage
      section="company"
      listPath="/admin/company"
      backLabel={t('admin.company.backToList')}
      detailQuery={companyDetailQuery}
      historyQuery={companyHistoryQuery}
      title={(company) => company.name}
      facts={(company) => <CompanyFacts company={company} />}
      sections={(_company, id) => (
        <>
          <CompanyUserList companyId={id} />
          <CompanyStudents companyId={id} />
        </>
      )}
      history={{
        fieldLabels: {
          name: t('admin.company.name'),
          name_kana: t('admin.company.nameKana'),
          address: t('admin.company.address'),
          phone: t('admin.company.phone'),
          contact_person: t('admin.company.contactPerson'),
          sales_owner_id: t('admin.company.salesOwnerId'),
          has_consulting_flg: t('admin.company.consulting'),
          student_invoice_enabled: t('admin.company.studentInvoice'),
          contract_start: t('admin.company.contractStart'),
          contract_end: t('admin.company.contractEnd'),
        },
      }}
      form={(company, onClose) => <CompanyFormDialog company={company} onClose={onClose} />}
    />
  );
}
