import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { onboardingStateQuery } from '../api/onboarding-api.ts';
import type { OnboardingStepProps, SurveyStepProps } from './onboarding-step-props.ts';

/** Renders the initial survey's form the portal handed to the flow. */
export const SurveyStepScreen = createContext<((props: SurveyStepProps) => ReactNode) | null>(null);

/**
 * Step 2: the initial survey. Answering it changes the flow's state on the server, which is read
 * again (step 2 done, or no survey to answer) before the flow moves on.
 */
export function SurveyStep({ onDone, onBack }: OnboardingStepProps) {
  const renderSurvey = useContext(SurveyStepScreen);
  const queryClient = useQueryClient();
  if (!renderSurvey) throw new Error('OnboardingFlow needs the initial survey’s form (surveyStep)');
  const answered = async () => onDone(await queryClient.fetchQuery({ ...onboardingStateQuery(), staleTime: 0 }));
  return renderSurvey({ onAnswered: answered, onBack });
}
