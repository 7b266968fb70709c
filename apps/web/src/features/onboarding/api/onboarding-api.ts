import type { OnboardingProfileBody } from '@manabiya/domain/contracts/onboarding';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

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
