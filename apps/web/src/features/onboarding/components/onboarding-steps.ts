import type { OnboardingStep } from '@manabiya/domain/enums/onboarding';
import type { ComponentType } from 'react';
import { InitialProfileStep } from './initial-profile-step.tsx';
import type { OnboardingStepProps } from './onboarding-step-props.ts';
import { OrientationStep } from './orientation-step.tsx';
import { SurveyStep } from './survey-step.tsx';

/**
 * The screen of each start-flow step. The order comes from the server (ONBOARDING_STEPS); adding
 * a step there makes the type check ask for its screen here.
 */
export const ONBOARDING_STEP_SCREENS: Record<OnboardingStep, ComponentType<OnboardingStepProps>> = {
  initial_profile: InitialProfileStep,
  initial_survey: SurveyStep,
  orientation: OrientationStep,
};
