import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';
import type { CompanySurveyItem, CompanySurveyResults, StartSurvey, SurveyItem } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { companySurveyEndpoints, studentSurveyEndpoints, surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { loadDemoData } from '../../demo/demo-data.ts';
import { SEED_EMAIL_DOMAIN } from '../../platform/sample-data.ts';
import { seedDataset } from '../../seed/seed-dataset.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/*
 * The surveys' sample data: the demo's initial survey answered by every onboarded demo student (the
 * new one meets it at start step 2), its final survey, and a satisfaction survey with figures for
 * デモ株式会社; and the generated dataset (size s) whose answers fit their questions.
 */

let t: TestApp;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surveys-seed-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: filesDir });
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
  await seedDataset(t.db, 's', () => {});
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('the demo’s surveys', () => {
  it('has answered the initial survey for the onboarded students, and puts it at step 2 for the new student', async () => {
    const onboarded = await loginAs(t.app, 'student', 'student@example.com', DEMO_PASSWORD);
    expect((await t.call('GET', pathOf(studentSurveyEndpoints.initial), onboarded)).json<StartSurvey>()).toMatchObject({ survey: { answered: true }, due: false });
    const newcomer = await loginAs(t.app, 'student', 'newstudent@example.com', DEMO_PASSWORD);
    const step = (await t.call('GET', pathOf(studentSurveyEndpoints.initial), newcomer)).json<StartSurvey>();
    expect(step).toMatchObject({ survey: { type: SURVEY_TYPE.initial, answered: false }, due: true });
    expect(new Set(step.survey!.questions.map((question) => question.kind))).toEqual(new Set(Object.values(SURVEY_QUESTION_KIND)));
    const state = (await t.call('GET', pathOf(onboardingEndpoints.state), newcomer)).json<OnboardingState>();
    expect(state.steps.map((entry) => entry.key)).toEqual(['initial_profile', 'initial_survey', 'orientation']);
    expect(state.current_step).toBe('initial_profile');
  });

  it('shows デモ株式会社 the satisfaction survey’s figures, and staff the three surveys', async () => {
    const company = await loginAs(t.app, 'company', 'company@example.com', DEMO_PASSWORD);
    const list = (await t.call('GET', `${pathOf(companySurveyEndpoints.list)}?page_size=200`, company)).json<ListResponse<CompanySurveyItem>>();
    const satisfaction = list.items.find((item) => item.type === SURVEY_TYPE.satisfaction)!;
    expect(satisfaction).toMatchObject({ anonymous: true, results_visible: true });
    expect(satisfaction.response_count).toBeGreaterThanOrEqual(5);
    const results = await t.call('GET', pathOf(companySurveyEndpoints.results, { id: satisfaction.id }), company);
    expect(results.statusCode).toBe(200);
    expect(results.json<CompanySurveyResults>().questions[0]!.average).not.toBeNull();

    const admin = await loginAs(t.app, 'admin', 'admin@example.com', DEMO_PASSWORD);
    const surveys = (await t.call('GET', `${pathOf(surveyEndpoints.list)}?page_size=200`, admin)).json<ListResponse<SurveyItem>>();
    expect(surveys.items.filter((item) => item.response_count < 100).map((item) => item.type).sort()).toEqual(
      expect.arrayContaining([SURVEY_TYPE.initial, SURVEY_TYPE.satisfaction, SURVEY_TYPE.final]),
    );
  });
});

describe('the generated surveys', () => {
  it('makes surveys of each type at size s, the biggest answered by 600, every answer fitting its question', async () => {
    const seeded = `%@${SEED_EMAIL_DOMAIN}`;
    const perType = await rowsOf<{ type: number; n: number }>(sql`select type, count(*)::int as n from surveys where title not like '%Web 制作%' group by type order by type`);
    expect(perType.map((row) => row.type)).toEqual([SURVEY_TYPE.initial, SURVEY_TYPE.satisfaction, SURVEY_TYPE.final]);
    const [biggest] = await rowsOf<{ responses: number; respondents: number }>(sql`
      select (select count(*)::int from survey_responses r where r.survey_id = v.id) as responses,
        (select count(*)::int from survey_respondents r join students s on s.id = r.student_id where r.survey_id = v.id and s.email like ${seeded}) as respondents
      from surveys v where v.title = '全体勉強会 満足度アンケート'`);
    expect(biggest).toEqual({ responses: 600, respondents: 600 });
    const misfits = await rowsOf<{ question_id: number }>(sql`
      select a.question_id from survey_answers a join survey_questions q on q.id = a.question_id
      where not case q.kind
        when 0 then jsonb_array_length(a.option_keys) = 1 and a.scale is null and a.text is null
        when 1 then jsonb_array_length(a.option_keys) >= 1 and a.scale is null and a.text is null
          and not exists (select 1 from jsonb_array_elements_text(a.option_keys) k where k::int > jsonb_array_length(q.options))
        when 2 then a.option_keys is null and a.scale between 1 and 5 and a.text is null
        else a.option_keys is null and a.scale is null and length(a.text) > 0 end
      limit 5`);
    expect(misfits).toEqual([]);
    const anonymousNamed = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from survey_responses r join surveys v on v.id = r.survey_id where v.anonymous and r.student_id is not null`);
    expect(anonymousNamed[0]!.n).toBe(0);
    const missingRequired = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from survey_responses r join survey_questions q on q.survey_id = r.survey_id and q.required
      where not exists (select 1 from survey_answers a where a.response_id = r.id and a.question_id = q.id)`);
    expect(missingRequired[0]!.n).toBe(0);
  });
});
