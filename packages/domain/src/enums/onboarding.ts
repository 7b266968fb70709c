import { START_STEP } from './student.ts';

/**
 * The start flow a new student walks, in order (spec §2 start screen). Adding a step is a change to
 * this list; the server then asks for a way to tell whether the step is done, and the web for the
 * step's screen.
 */
export const ONBOARDING_STEPS = ['initial_profile', 'initial_survey', 'orientation'] as const satisfies ReadonlyArray<keyof typeof START_STEP>;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The spec's number of a step (initial_profile 1, orientation 3, …). */
export function startStepNumber(step: OnboardingStep): number {
  return START_STEP[step];
}

/** The last step is finished by completing the flow itself; every step before it must be done first. */
export const FINAL_ONBOARDING_STEP: OnboardingStep = ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1]!;
