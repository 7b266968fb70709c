import type { CompanyItem, CompanyStudentItem } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { AccountStatusChips } from '../../../components/data-table/account-status-chips.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import {
  companyDetailQuery,
  companyHistoryQuery,
  companyKeys,
  companyStudentsQuery,
  companyUsersQuery,
  deleteCompanyUser,
  inviteCompanyUser,
  updateCompanyUser,
} from '../../../features/companies/api/company-api.ts';
import { CompanyFormDialog } from '../../../features/companies/components/company-form-dialog.tsx';
import { CompanyUserFormDialog } from '../../../features/companies/components/company-user-form-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { useSectionAccess } from '../../../features/auth/hooks/use-section-access.ts';

const STATUS_KEYS = Object.fromEntries(Object.entries(STUDENT_STATUS).map(([key, value]) => [value, key])) as Record<number, keyof typeof STUDENT_STATUS>;

function CompanyFacts({ company }: { company: CompanyItem }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const facts: Array<[string, string]> = [
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

type UserConfirm = { kind: 'delete' | 'deactivate'; user: CompanyUserItem };

function CompanyUsers({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const users = useQuery(companyUsersQuery(companyId));
  const [editing, setEditing] = useState<CompanyUserItem | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<UserConfirm | null>(null);
  const { canWrite, canAll } = useSectionAccess('company_detail');
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
  const bodyOf = (user: CompanyUserItem, active: boolean) => ({ name: user.name, name_kana: user.name_kana, email: user.email, active });
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async (result) => {
      showSnackbar(typeof result === 'object' && result !== null && 'message' in result ? String(result.message) : t('admin.done'));
      await refresh();
    },
    onError: (caught) => showSnackbar(isApiError(caught) && caught.message ? caught.message : t('errors.unexpected'), 'error'),
  });
  return (
    <DetailSection
      title={t('admin.companyUser.title')}
      action={
        canWrite && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('admin.companyUser.create')}
          </Button>
        )
      }
    >
      {users.error && <ErrorMessage error={users.error} />}
      {users.data && users.data.length === 0 && <Typography color="text.secondary">{t('admin.companyUser.none')}</Typography>}
      {users.data && users.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('admin.companyUser.title')} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.fields.name')}</TableCell>
                <TableCell>{t('admin.fields.email')}</TableCell>
                <TableCell>{t('admin.fields.status')}</TableCell>
                <TableCell align="right">{t('list.actions.column')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <TableRow key={user.id} data-testid="company-user-row">
                  <TableCell>{user.name}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <AccountStatusChips active={user.active} passwordSet={user.password_set} />
                  </TableCell>
                  <TableCell align="right">
                    <RowActions
                      rowName={user.name}
                      actions={[
                        { label: t('form.edit'), onClick: () => setEditing(user), hidden: !canWrite },
                        { label: t('admin.reinvite'), onClick: () => action.mutate(() => inviteCompanyUser(user.id)), hidden: !canWrite || user.password_set || !user.active },
                        { label: t('admin.activate'), onClick: () => action.mutate(() => updateCompanyUser(user.id, bodyOf(user, true))), hidden: !canWrite || user.active },
                        { label: t('admin.deactivate'), onClick: () => setConfirm({ kind: 'deactivate', user }), hidden: !canWrite || !user.active, destructive: true },
                        { label: t('form.delete'), onClick: () => setConfirm({ kind: 'delete', user }), hidden: !canAll, destructive: true },
                      ]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== undefined && <CompanyUserFormDialog key={editing?.id ?? 'new'} companyId={companyId} user={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'delete' ? t('admin.companyUser.deleteTitle') : t('admin.companyUser.deactivateTitle')}
        message={
          confirm?.kind === 'delete'
            ? t('admin.confirmDelete', { name: confirm.user.name })
            : t('admin.confirmDeactivate', { name: confirm?.user.name ?? '' })
        }
        confirmLabel={confirm?.kind === 'deactivate' ? t('admin.deactivate') : undefined}
        onConfirm={async () => {
          if (!confirm) return;
          if (confirm.kind === 'delete') await deleteCompanyUser(confirm.user.id);
          else await updateCompanyUser(confirm.user.id, bodyOf(confirm.user, false));
          showSnackbar(confirm.kind === 'delete' ? t('admin.deleted') : t('admin.deactivated'));
          await refresh();
        }}
        onClose={() => setConfirm(null)}
      />
    </DetailSection>
  );
}

const STUDENT_FILTERS = ['q'] as const;

function CompanyStudents({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useListSearchParams({ filters: STUDENT_FILTERS, prefix: 'students_' });
  const { data, isFetching, error } = useQuery(companyStudentsQuery(companyId, list.apiQuery));
  const columns: Array<GridColDef<CompanyStudentItem>> = [
    { field: 'name', headerName: t('admin.fields.name'), minWidth: 140, flex: 1 },
    { field: 'name_kana', headerName: t('admin.fields.nameKana'), minWidth: 140, flex: 1 },
    { field: 'email', headerName: t('admin.fields.email'), minWidth: 200, flex: 1.3 },
    {
      field: 'status',
      headerName: t('admin.fields.status'),
      minWidth: 130,
      valueFormatter: (value: number) => (STATUS_KEYS[value] ? t(`admin.studentStatus.${STATUS_KEYS[value]}`) : String(value)),
    },
    { field: 'grade', headerName: t('admin.student.grade'), minWidth: 80 },
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
  const { t } = useTranslation();
  const user = useSignedInUser();
  // The portal matches its pages itself (one splat route), so the id is read from the path.
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/company/:id', pathname)?.params.id);
  const company = useQuery({ ...companyDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const history = useQuery({ ...companyHistoryQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [editing, setEditing] = useState(false);
  const canEdit = can(user?.section_permissions, 'company', 'write');
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/company" startIcon={<ArrowBackIcon />} size="small">
          {t('admin.company.backToList')}
        </Button>
      </Box>
      {company.error && <ErrorMessage error={company.error} />}
      {company.data && (
        <>
          <DetailSection
            title={company.data.name}
            action={
              canEdit && (
                <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('form.edit')}
                </Button>
              )
            }
          >
            <CompanyFacts company={company.data} />
          </DetailSection>
          <CompanyUsers companyId={id} />
          <CompanyStudents companyId={id} />
          <DetailSection title={t('list.history')}>
            <HistoryList
              entries={history.data}
              fieldLabels={{
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
              }}
            />
          </DetailSection>
          {editing && <CompanyFormDialog company={company.data} onClose={() => setEditing(false)} />}
        </>
      )}
    </Stack>
  );
}
