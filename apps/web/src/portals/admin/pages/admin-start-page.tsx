import { MAIN_ROLE_VALUES, mainRoleName, type MainRole } from '@manabiya/domain/enums/staff';
import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../../components/coming-soon-card.tsx';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';

function isMainRole(value: number | null): value is MainRole {
  return value !== null && (MAIN_ROLE_VALUES as number[]).includes(value);
}

/** /admin: who is signed in and in which role; the dashboard widgets come with their issue. */
export default function AdminStartPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return null;
  const role = isMainRole(user.main_role) ? t(`roles.${mainRoleName(user.main_role)}`) : t('roles.unknown');
  return (
    <>
      <WelcomeCard user={user} lead={t('start.adminLead')} facts={[{ id: 'role', label: t('start.role'), value: role }]} />
      <ComingSoonCard text={t('start.comingSoon')} />
    </>
  );
}
