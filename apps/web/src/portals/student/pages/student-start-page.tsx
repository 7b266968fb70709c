import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { InformationBanner } from '../../../features/informations/components/information-banner.tsx';
import { LearningOverview } from '../../../features/learning/components/learning-overview.tsx';
import { finalSurveyQuery } from '../../../features/surveys/api/student-survey-api.ts';
import { needsInitialInput } from '../../../lib/route-guard.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { LoadingOverlayFallback } from '../../../lib/loading-overlay-context.ts';
import { useRefreshSignedInUser } from '../../../lib/use-refresh-signed-in-user.ts';
import { StudentStartFlow } from './student-start-flow.tsx';

// Only a student who completed the course needs the final survey's form: the dashboard does not load it.
const FinalSurveyScreen = lazy(() =>
  import('../../../features/surveys/answering/final-survey-screen.tsx').then((module) => ({ default: module.FinalSurveyScreen })),
);

/**
 * /student: the dashboard; the start flow while initial input is unfinished (spec §2), and start
 * step 4, the final survey, instead of the dashboard once the course is completed until it is answered.
 */
export default function StudentStartPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const refreshUser = useRefreshSignedInUser();
  const onboarded = user !== null && !needsInitialInput(user);
  // Once answered (final_input_flg 1) the step is never due again: no need to ask.
  const askFinal = onboarded && user.final_input_flg !== 1;
  const finalSurvey = useQuery({ ...finalSurveyQuery(), enabled: askFinal });
  if (!user) return null;
  if (!onboarded) return <StudentStartFlow user={user} />;
  const final = askFinal && finalSurvey.data?.due ? finalSurvey.data.survey : null;
  if (final) {
    return (
      <Suspense fallback={<LoadingOverlayFallback />}>
        <FinalSurveyScreen userName={user.name} survey={final} onAnswered={() => refreshUser({ final_input_flg: 1 })} />
      </Suspense>
    );
  }
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
