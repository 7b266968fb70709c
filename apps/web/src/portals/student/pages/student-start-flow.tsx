import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { lazy, Suspense } from 'react';
import { LoadingOverlayFallback } from '../../../lib/loading-overlay-context.ts';

// Only new students need the flow (and its Markdown renderer, the survey form): the dashboard does not load it.
const OnboardingFlow = lazy(() =>
  import('../../../features/onboarding/components/onboarding-flow.tsx').then((module) => ({ default: module.OnboardingFlow })),
);
const InitialSurveyStep = lazy(() =>
  import('../../../features/surveys/answering/initial-survey-step.tsx').then((module) => ({ default: module.InitialSurveyStep })),
);

/** What a student sees before finishing initial input, full width without the side menu (spec §2); step 2 is the surveys feature's form. */
export function StudentStartFlow({ user }: { user: SignedInUser }) {
  return (
    <Suspense fallback={<LoadingOverlayFallback />}>
      <OnboardingFlow userName={user.name} surveyStep={(props) => <InitialSurveyStep {...props} />} />
    </Suspense>
  );
}
