import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { lazy, Suspense } from 'react';
import { LoadingOverlayFallback } from '../../../lib/loading-overlay-context.ts';

// Only new students need the flow (and its Markdown renderer): the dashboard does not load it.
const OnboardingFlow = lazy(() =>
  import('../../../features/onboarding/components/onboarding-flow.tsx').then((module) => ({ default: module.OnboardingFlow })),
);

/** What a student sees before finishing initial input, full width without the side menu (spec §2). */
export function StudentStartFlow({ user }: { user: SignedInUser }) {
  return (
    <Suspense fallback={<LoadingOverlayFallback />}>
      <OnboardingFlow userName={user.name} />
    </Suspense>
  );
}
