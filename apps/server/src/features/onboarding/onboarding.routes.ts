import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { OnboardingProfileBody, OnboardingState, OrientationContent, SiteContent, UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { createStudentProfileService } from '../students/student-profile.service.ts';
import { createOnboardingService } from './onboarding.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Routes of the student start flow, and the orientation text staff edit. */
export function registerOnboardingRoutes(app: FastifyInstance, { db, storage }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onboarding = createOnboardingService({ db, profiles: createStudentProfileService({ db, storage }) });
  const tags = ['student: onboarding'];

  api.get(
    '/api/student/onboarding',
    { schema: { tags, summary: 'The start flow: its steps, the current one, whether it is completed', response: { 200: OnboardingState, ...errors } } },
    (request) => onboarding.getState(sessionOf(request).user.id),
  );

  api.put(
    '/api/student/onboarding/profile',
    { schema: { tags, summary: 'Step 1: register the initial profile (every field required)', body: OnboardingProfileBody, response: { 200: OnboardingState, ...errors } } },
    (request) => onboarding.saveProfile(sessionOf(request).user.id, request.body),
  );

  api.get(
    '/api/student/onboarding/orientation',
    { schema: { tags, summary: 'The orientation text (Markdown)', response: { 200: OrientationContent, ...errors } } },
    async () => ({ body_markdown: (await onboarding.getOrientation()).body_markdown }),
  );

  api.post(
    '/api/student/onboarding/complete',
    { schema: { tags, summary: 'Finish the start flow (init_input_flg becomes 1) once the earlier steps are done', response: { 200: OnboardingState, ...errors } } },
    (request) => onboarding.complete(sessionOf(request).user.id),
  );

  const adminTags = ['admin: site contents'];

  api.get(
    '/api/admin/site_content/orientation',
    {
      config: { permission: { section: 'student', access: 'read' } },
      schema: { tags: adminTags, summary: 'The orientation text students read in the start flow', response: { 200: SiteContent, ...errors } },
    },
    () => onboarding.getOrientation(),
  );

  api.put(
    '/api/admin/site_content/orientation',
    {
      config: { permission: { section: 'student', access: 'write' } },
      schema: { tags: adminTags, summary: 'Replace the orientation text (Markdown)', body: UpdateSiteContentBody, response: { 200: SiteContent, ...errors } },
    },
    (request) => onboarding.updateOrientation(sessionOf(request).user.id, request.body.body_markdown),
  );

  api.get(
    '/api/admin/site_content/orientation/history',
    {
      config: { permission: { section: 'student', access: 'read' } },
      schema: { tags: adminTags, summary: "The orientation text's change history, newest first", response: { 200: z.array(AuditEntry), ...errors } },
    },
    () => onboarding.listOrientationHistory(),
  );
}
