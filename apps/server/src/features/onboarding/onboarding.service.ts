import type { OnboardingProfileBody, OnboardingState, SiteContent } from '@manabiya/domain/contracts/onboarding';
import { FINAL_ONBOARDING_STEP, ONBOARDING_STEPS, startStepNumber, type OnboardingStep } from '@manabiya/domain/enums/onboarding';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OwnProfile, StudentProfileService } from '../students/student-profile.service.ts';
import type { SurveyService } from '../surveys/surveys.service.ts';
import { DEFAULT_ORIENTATION_MARKDOWN } from './orientation-default.ts';
import * as repo from './site-contents.repository.ts';

interface StepContext {
  studentId: number;
  profile: OwnProfile;
  surveys: OnboardingServiceDeps['surveys'];
}

/**
 * How each step is known to be done, derived from stored data rather than a progress flag.
 * A step added to ONBOARDING_STEPS fails to compile until it has its entry here.
 */
const IS_STEP_DONE: Record<OnboardingStep, (context: StepContext) => boolean | Promise<boolean>> = {
  initial_profile: ({ profile }) =>
    Boolean(profile.name && profile.name_kana && profile.birthday && profile.gender !== null && profile.prefecture_id !== null),
  // Done when no initial survey is open for the student, or they answered it (decision 049).
  initial_survey: ({ studentId, surveys }) => surveys.initialSurveyDone(studentId),
  // The last step is read, then finished by completing the flow.
  orientation: ({ profile }) => profile.init_input_flg === 1,
};

const STEP_LABEL: Record<OnboardingStep, string> = { initial_profile: 'プロフィール登録', initial_survey: 'アンケート回答', orientation: 'オリエンテーション' };

const ORIENTATION_KEY = 'orientation';
/** site_contents is keyed by text; the audit log wants a number per entity. */
const SITE_CONTENT_AUDIT_ID: Record<typeof ORIENTATION_KEY, number> = { orientation: 1 };
const SITE_CONTENT_ENTITY = 'site_content';

export interface OnboardingServiceDeps {
  db: Db;
  audit: AuditService;
  /** The students feature owns the profile a step fills in and the init_input_flg it ends with. */
  profiles: Pick<StudentProfileService, 'getOwnProfile' | 'updateOwnProfile' | 'markInitialInputDone'>;
  /** The surveys feature says whether the initial survey (step 2) is answered or none applies. */
  surveys: Pick<SurveyService, 'initialSurveyDone'>;
}

export function createOnboardingService({ db, audit, profiles, surveys }: OnboardingServiceDeps) {
  async function stateOf(studentId: number, profile: OwnProfile): Promise<OnboardingState> {
    const completed = profile.init_input_flg === 1;
    const steps = [];
    for (const key of ONBOARDING_STEPS) {
      const done = completed || (await IS_STEP_DONE[key]({ studentId, profile, surveys }));
      steps.push({ key, number: startStepNumber(key), done });
    }
    return { steps, current_step: completed ? null : (steps.find((step) => !step.done)?.key ?? FINAL_ONBOARDING_STEP), completed };
  }

  async function getOrientation(): Promise<SiteContent> {
    const row = await repo.findSiteContent(db, ORIENTATION_KEY);
    if (!row) return { key: ORIENTATION_KEY, body_markdown: DEFAULT_ORIENTATION_MARKDOWN, updated_at: null, updated_by_name: null };
    return withIsoDates(row);
  }

  return {
    async getState(studentId: number): Promise<OnboardingState> {
      return stateOf(studentId, await profiles.getOwnProfile(studentId));
    },

    async saveProfile(studentId: number, body: OnboardingProfileBody): Promise<OnboardingState> {
      return stateOf(studentId, await profiles.updateOwnProfile(studentId, body));
    },

    /** Sets init_input_flg once every step before the last is done; completing again changes nothing. */
    async complete(studentId: number): Promise<OnboardingState> {
      const state = await stateOf(studentId, await profiles.getOwnProfile(studentId));
      if (state.completed) return state;
      const missing = state.steps.filter((step) => step.key !== FINAL_ONBOARDING_STEP && !step.done);
      if (missing.length > 0) {
        const names = missing.map((step) => `「${STEP_LABEL[step.key]}」`).join('');
        throw badRequest(`${names}がまだ終わっていません。先に済ませてください。`, Object.fromEntries(missing.map((step) => [step.key, '未完了です。'])));
      }
      await profiles.markInitialInputDone(studentId);
      return stateOf(studentId, await profiles.getOwnProfile(studentId));
    },

    getOrientation,

    async updateOrientation(staffId: number, bodyMarkdown: string): Promise<SiteContent> {
      await db.transaction(async (tx) => {
        const before = await repo.findSiteContent(tx, ORIENTATION_KEY);
        await repo.upsertSiteContent(tx, ORIENTATION_KEY, bodyMarkdown, staffId);
        await audit.record(tx, {
          staffId,
          entityType: SITE_CONTENT_ENTITY,
          entityId: SITE_CONTENT_AUDIT_ID.orientation,
          ...(before ? { before: { body_markdown: before.body_markdown } } : {}),
          after: { body_markdown: bodyMarkdown },
        });
      });
      return getOrientation();
    },

    listOrientationHistory: () => audit.history(SITE_CONTENT_ENTITY, SITE_CONTENT_AUDIT_ID.orientation),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
