import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { InformationBanner } from '../../../features/informations/components/information-banner.tsx';
import { LearningOverview } from '../../../features/learning/components/learning-overview.tsx';
import { needsInitialInput } from '../../../lib/route-guard.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { StudentStartFlow } from './student-start-flow.tsx';

/** /student: the dashboard, or the start flow while initial input is unfinished (spec §2). */
export default function StudentStartPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return null;
  if (needsInitialInput(user)) return <StudentStartFlow user={user} />;
  return (
    <>
      <InformationBanner />
      <WelcomeCard
        user={user}
        lead={t('start.studentLead')}
        facts={[{ id: 'company', label: t('start.company'), value: user.company_name ?? t('start.noCompany') }]}
      />
      <LearningOverview />
    </>
  );
}
