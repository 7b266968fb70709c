import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { companyAdministratorsQuery } from '../../../features/company-students/api/company-student-api.ts';

function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={active ? t('companyPortal.administrators.active') : t('companyPortal.administrators.inactive')}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

/** /company/administrator: the users of the caller's own company. */
export default function CompanyAdministratorPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const query = useQuery(companyAdministratorsQuery());
  const dash = t('companyPortal.notSet');

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (query.error) return <ErrorMessage error={query.error} />;
  const users = query.data;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {users.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('companyPortal.administrators.empty')}
        </Typography>
      ) : wide ? (
        <TableContainer>
          <Table size="small" aria-label={t('companyPortal.administrators.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companyPortal.fields.name')}</TableCell>
                <TableCell>{t('companyPortal.fields.nameKana')}</TableCell>
                <TableCell>{t('companyPortal.fields.email')}</TableCell>
                <TableCell>{t('companyPortal.administrators.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id} data-testid="company-administrator-row">
                  <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
                  <TableCell>{user.name_kana ?? dash}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                  <TableCell>
                    <ActiveChip active={user.active} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <List disablePadding aria-label={t('companyPortal.administrators.tableLabel')}>
          {users.map((user) => (
            <ListItem key={user.id} divider data-testid="company-administrator-row" sx={{ display: 'block', py: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {user.name}
                </Typography>
                <ActiveChip active={user.active} />
              </Box>
              {user.name_kana && (
                <Typography variant="body2" color="text.secondary">
                  {user.name_kana}
                </Typography>
              )}
              <Typography variant="body2" sx={{ wordBreak: 'break-all', mt: 0.5 }}>
                {user.email}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
