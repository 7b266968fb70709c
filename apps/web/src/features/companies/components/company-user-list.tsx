import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountActions } from '../../../components/admin-list/account-actions.ts';
import { accountStateAllows, useRowAbilities } from '../../../components/admin-list/row-abilities.ts';
import { deleteAction, editAction, useRowActions } from '../../../components/admin-list/use-row-actions.tsx';
import { AccountStatusChips } from '../../../components/data-table/account-status-chips.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { companyUsersQuery } from '../api/company-api.ts';
import { useDeleteCompanyUser, useInviteCompanyUser, useSetCompanyUserActive } from '../api/company-mutations.ts';
import { CompanyUserFormDialog } from './company-user-form-dialog.tsx';

/** The company's users on its detail page (section company_detail): invite, edit, (de)activate, delete. */
export function CompanyUserList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const users = useQuery(companyUsersQuery(companyId));
  const { canWrite } = useSectionAccess('company_detail');
  const invite = useInviteCompanyUser();
  const setActive = useSetCompanyUserActive();
  const remove = useDeleteCompanyUser();
  const kit = useRowActions<CompanyUserItem>({
    can: useRowAbilities('company_detail', { rowAllows: accountStateAllows }),
    form: (user, onClose) => <CompanyUserFormDialog companyId={companyId} user={user} onClose={onClose} />,
    actions: [
      editAction(t),
      ...accountActions<CompanyUserItem>(t, {
        invite: invite.mutateAsync,
        setActive: (user, active) => setActive.mutateAsync({ user, active }),
        confirmDeactivate: (user) => ({ title: t('admin.companyUser.deactivateTitle'), message: t('admin.confirmDeactivate', { name: user.name }), button: t('admin.deactivate') }),
      }),
      deleteAction(t, t('admin.companyUser.deleteTitle'), remove.mutateAsync),
    ],
  });
  return (
    <DetailSection
      title={t('admin.companyUser.title')}
      action={
        canWrite && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => kit.openForm(null)}>
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
                    <RowActions rowName={user.name} actions={kit.actionsOf(user)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {kit.dialogs}
    </DetailSection>
  );
}
