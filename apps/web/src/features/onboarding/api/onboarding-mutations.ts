import type { OnboardingProfileBody } from '@manabiya/domain/contracts/onboarding';
import { useMutation } from '@tanstack/react-query';
import { useRefreshSignedInUser } from '../../../lib/use-refresh-signed-in-user.ts';
import { completeOnboarding, saveOnboardingProfile } from './onboarding-api.ts';

/** Saves the initial profile and shows it in the header; the flow keeps the step state it answers. */
export function useSaveOnboardingProfile() {
  const refreshUser = useRefreshSignedInUser();
  return useMutation({
    mutationFn: (body: OnboardingProfileBody) => saveOnboardingProfile(body),
    onSuccess: (_state, { name, name_kana, birthday, gender, prefecture_id }) =>
      refreshUser({ name, name_kana, birthday, gender, prefecture_id }),
  });
}

/** Finishes the flow; the flow refreshes the signed-in user once the state it answers says so. */
export const useCompleteOnboarding = () => useMutation({ mutationFn: completeOnboarding });
