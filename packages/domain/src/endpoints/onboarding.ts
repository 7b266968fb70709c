import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { OnboardingProfileBody, OnboardingState, OrientationContent, SiteContent, UpdateSiteContentBody } from '../contracts/onboarding.ts';
import { defineEndpoint } from './define-endpoint.ts';

const STUDENT = '/api/student/onboarding';
const ORIENTATION = '/api/admin/site_content/orientation';

/** The student start flow, and the orientation text staff edit (section student). */
export const onboardingEndpoints = {
  state: defineEndpoint({ method: 'GET', path: STUDENT, summary: 'The start flow: its steps, the current one, whether it is completed', response: OnboardingState }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: `${STUDENT}/profile`,
    summary: 'Step 1: register the initial profile (every field required)',
    body: OnboardingProfileBody,
    response: OnboardingState,
  }),
  orientation: defineEndpoint({ method: 'GET', path: `${STUDENT}/orientation`, summary: 'The orientation text (Markdown)', response: OrientationContent }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/complete`,
    summary: 'Finish the start flow (init_input_flg becomes 1) once the earlier steps are done',
    response: OnboardingState,
  }),
  siteOrientation: defineEndpoint({ method: 'GET', path: ORIENTATION, summary: 'The orientation text students read in the start flow', response: SiteContent }),
  updateSiteOrientation: defineEndpoint({
    method: 'PUT',
    path: ORIENTATION,
    summary: 'Replace the orientation text (Markdown)',
    body: UpdateSiteContentBody,
    response: SiteContent,
  }),
  siteOrientationHistory: defineEndpoint({
    method: 'GET',
    path: `${ORIENTATION}/history`,
    summary: "The orientation text's change history, newest first",
    response: z.array(AuditEntry),
  }),
};
