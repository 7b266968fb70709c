import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';

/** What every start-flow step screen receives. */
export interface OnboardingStepProps {
  state: OnboardingState;
  /** The step's work is saved: the flow moves on with the server's new state. */
  onDone: (state: OnboardingState) => void;
  /** Back to the previous step; absent on the first. */
  onBack?: () => void;
}
