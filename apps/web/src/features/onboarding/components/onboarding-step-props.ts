import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';

/** What every start-flow step screen receives. */
export interface OnboardingStepProps {
  state: OnboardingState;
  /** The step's work is saved: the flow moves on with the server's new state. */
  onDone: (state: OnboardingState) => void;
  /** Back to the previous step; absent on the first. */
  onBack?: () => void;
}

/**
 * What the initial survey's form receives (step 2). The form belongs to the surveys feature; the
 * portal hands it to the flow (`OnboardingFlow`'s `surveyStep`), as a feature imports no other.
 */
export interface SurveyStepProps {
  /** The survey is answered, or there is none to answer: the flow reads its state again and moves on. */
  onAnswered: () => Promise<void> | void;
  onBack?: () => void;
}
