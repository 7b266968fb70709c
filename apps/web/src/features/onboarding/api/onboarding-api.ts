import type { OnboardingProfileBody } from '@manabiya/domain/contracts/onboarding';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshSignedInUser } from '../../../lib/use-refresh-signed-in-user.ts';

export const onboardingKeys = {
  state: ['onboarding', 'state'] as const,
  orientation: ['onboarding', 'orientation'] as const,
};

export const onboardingStateQuery = () =>
  queryOptions({ queryKey: onboardingKeys.state, queryFn: () => callApi(onboardingEndpoints.state) });

export const orientationQuery = () =>
  queryOptions({ queryKey: onboardingKeys.orientation, queryFn: () => callApi(onboardingEndpoints.orientation) });

export const saveOnboardingProfile = (body: OnboardingProfileBody) => callApi(onboardingEndpoints.saveProfile, { body });

export const completeOnboarding = () => callApi(onboardingEndpoints.complete);

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
