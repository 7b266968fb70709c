import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../../components/coming-soon-card.tsx';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { isEnumValue, useEnumLabel } from '../../../lib/use-enum-label.ts';

/** /admin: who is signed in and in which role; the dashboard widgets come with their issue. */
export default function AdminStartPage() {
  const { t } = useTranslation();
  const mainRoleLabel = useEnumLabel('mainRole');
  const user = useSignedInUser();
  const theme = useTheme();
  // Where the menu is: a rail on the left from `md` up, a button at the bottom left below (shell/portal-layout.tsx).
  const menuOnTheLeft = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (!user) return null;
  const role = isEnumValue('mainRole', user.main_role) ? mainRoleLabel(user.main_role) : t('start.unknownRole');
  return (
    <>
      <WelcomeCard user={user} lead={menuOnTheLeft ? t('start.adminLead') : t('start.adminLeadPhone')} facts={[{ id: 'role', label: t('start.role'), value: role }]} />
      <ComingSoonCard text={t('start.comingSoon')} />
    </>
  );
}
