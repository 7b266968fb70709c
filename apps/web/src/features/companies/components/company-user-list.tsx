import { isCompanyUserDeletable } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { can } from '@manabiya/domain/permissions/section-permissions';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountActions } from '../../../components/admin-list/account-actions.ts';
import { accountStateAllows, useRowAbilities } from '../../../components/admin-list/row-abilities.ts';
import { deleteAction, editAction, useRowActions } from '../../../components/admin-list/use-row-actions.tsx';
import { AccountStatusChips } from '../../../components/data-table/account-status-chips.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { companyUsersQuery, useDeleteCompanyUser, useInviteCompanyUser, useSendCompanyUserResetMail, useSetCompanyUserActive } from '../api/company-api.ts';
import { CompanyUserFormDialog } from './company-user-form-dialog.tsx';

/** A cell cut to one line with "…" (its `title` holds the full text). */
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The company's users on its detail page (section company_detail): invite, edit, (de)activate, delete. */
export function CompanyUserList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const users = useQuery(companyUsersQuery(companyId));
  const { canWrite } = useSectionAccess('company_detail');
  const permissions = useSignedInUser()?.section_permissions;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const invite = useInviteCompanyUser();
  const setActive = useSetCompanyUserActive();
  const sendResetMail = useSendCompanyUserResetMail();
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
      {
        label: t('admin.sendResetMail'),
        ability: 'send_reset_mail',
        confirm: (user) => ({ title: t('admin.confirmSendResetMail.title'), message: t('admin.confirmSendResetMail.message', { name: user.name }), button: t('admin.confirmSendResetMail.button') }),
        run: (user) => sendResetMail.mutateAsync(user.id),
      },
      deleteAction(t, t('admin.companyUser.deleteTitle'), remove.mutateAsync, (user) =>
        can(permissions, 'company_detail', 'all') && !isCompanyUserDeletable(user) ? t('admin.companyUser.deleteBlocked') : undefined,
      ),
    ],
  });
  const hasActions = users.data?.some((user) => kit.actionsOf(user).length > 0) ?? false;
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
      {users.data && users.data.length > 0 && !wide && (
        // Phones: one card per user with the menu beside it, no sideways scrolling.
        <List disablePadding aria-label={t('admin.companyUser.title')} data-testid="data-cards">
          {users.data.map((user) => (
            <ListItem key={user.id} divider data-testid="company-user-row" sx={{ alignItems: 'flex-start', gap: 1, px: 0 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.name}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <AccountStatusChips active={user.active} passwordSet={user.password_set} />
                </Box>
              </Box>
              {hasActions && <RowActions rowName={user.name} actions={kit.actionsOf(user)} />}
            </ListItem>
          ))}
        </List>
      )}
      {users.data && users.data.length > 0 && wide && (
        <TableContainer>
          <Table size="small" aria-label={t('admin.companyUser.title')} sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.fields.name')}</TableCell>
                <TableCell>{t('admin.fields.email')}</TableCell>
                <TableCell sx={{ width: 160 }}>{t('admin.fields.status')}</TableCell>
                {/* A reader whose rows offer nothing gets no empty actions column. */}
                {hasActions && (
                  <TableCell align="center" sx={{ width: 84 }}>
                    {t('list.actions.column')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <TableRow key={user.id} data-testid="company-user-row">
                  <TableCell sx={ONE_LINE} title={user.name}>
                    {user.name}
                  </TableCell>
                  <TableCell sx={ONE_LINE} title={user.email}>
                    {user.email}
                  </TableCell>
                  <TableCell>
                    <AccountStatusChips active={user.active} passwordSet={user.password_set} />
                  </TableCell>
                  {hasActions && (
                    <TableCell align="center">
                      <RowActions rowName={user.name} actions={kit.actionsOf(user)} />
                    </TableCell>
                  )}
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
