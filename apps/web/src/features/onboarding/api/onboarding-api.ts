import type { OnboardingProfileBody, OnboardingState, OrientationContent } from '@manabiya/domain/contracts/onboarding';
import { queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/student/onboarding';

export const onboardingKeys = {
  state: ['onboarding', 'state'] as const,
  orientation: ['onboarding', 'orientation'] as const,
};

export const onboardingStateQuery = () =>
  queryOptions({ queryKey: onboardingKeys.state, queryFn: () => getApi<OnboardingState>(BASE) });

export const orientationQuery = () =>
  queryOptions({ queryKey: onboardingKeys.orientation, queryFn: () => getApi<OrientationContent>(`${BASE}/orientation`) });

export const saveOnboardingProfile = (body: OnboardingProfileBody) => requestApi<OnboardingState>('PUT', `${BASE}/profile`, body);

export const completeOnboarding = () => postApi<OnboardingState>(`${BASE}/complete`);
