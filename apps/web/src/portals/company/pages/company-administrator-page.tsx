import type { CompanyAdministratorItem } from '@manabiya/domain/contracts/company-users';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import { companyAdministratorsQuery } from '../../../features/students/api/company-student-api.ts';

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
  const query = useQuery(companyAdministratorsQuery());
  const dash = t('companyPortal.notSet');
  return (
    <ResponsiveList<CompanyAdministratorItem>
      label={t('companyPortal.administrators.tableLabel')}
      items={query.data}
      error={query.error}
      emptyText={t('companyPortal.administrators.empty')}
      rowTestId="company-administrator-row"
      columns={[
        { id: 'name', header: t('companyPortal.fields.name'), sx: { fontWeight: 600 }, cell: (user) => user.name },
        { id: 'name_kana', header: t('companyPortal.fields.nameKana'), cell: (user) => user.name_kana ?? dash },
        { id: 'email', header: t('companyPortal.fields.email'), sx: { wordBreak: 'break-all' }, cell: (user) => user.email },
        { id: 'state', header: t('companyPortal.administrators.state'), cell: (user) => <ActiveChip active={user.active} /> },
      ]}
      card={(user) => (
        <ListCardText title={user.name} badge={<ActiveChip active={user.active} />} subtitle={user.name_kana}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', mt: 0.5 }}>
            {user.email}
          </Typography>
        </ListCardText>
      )}
    />
  );
}
