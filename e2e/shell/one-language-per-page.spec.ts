import { reportEndpoints } from '@manabiya/domain/endpoints/reports';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { fullAccessLevels } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser, type Area } from '../fixtures.ts';
import { callApi } from '../information-admin-api.ts';
import { createCourse, createCurriculum } from '../learning-world.ts';
import { todayInTokyo, useLanguage, writeReport } from '../progress-world.ts';
import { openRoom, studentSays, teacherJudges, zipFile } from '../rooms-world.ts';
import { createSurvey, sampleAnswers, studentSurveyApi } from '../surveys-world.ts';
import { accountToken, createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from '../world.ts';

/*
 * Issue 23, item 3 (decision 044): each portal's pages in English show no Japanese, and in Japanese
 * none of the English words a library or a forgotten string would leave, in what is seen (text) and
 * what is announced (aria-label, title, alt, placeholder). What people wrote and named is theirs
 * (names, course and step titles, messages, the demo's Japanese): every string an API answer carried
 * counts as such, except the fields the server writes for the reader (ServerMessage), which must
 * follow the language like the rest. Each page is visited once per language, by navigating inside the
 * app; the language is switched on the room, which must re-render there in the new one.
 */

const browser = useBrowser();

/** Hiragana, katakana (with ・ and ー), kanji, and the full-width forms and punctuation of Japanese text. */
const JAPANESE = /[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;
/** A date written with slashes (27/11/2026, 2026/11/27, 11/27 21:53): not the app's style in either language (lib/format-date.ts). */
const SLASHED_DATE = /\b\d{4}\/\d{1,2}\/\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{1,2}\/\d{1,2},? \d{1,2}:\d{2}\b/;
/** What an English library text or an untranslated label says (MUI's defaults: Open, Close, Go to previous page, Rows per page …). */
const ENGLISH_UI =
  /\b(open|close|clear|go to|rows per page|per page|previous|next|loading|no options|no rows|no data|show|hide|sort|filter|search|cancel|save|delete|edit|back|submit|select|page|of|more|less|total|yes|no|none|today|minutes?|hours?|days?|ago)\b/i;

interface World {
  admin: Account;
  companyUser: Account;
  student: Account;
  companyId: number;
  courseId: number;
  curriculumId: number;
  stepIds: number[];
  passedRoomId: number;
  waitingRoomId: number;
  /** A named satisfaction survey of the course, not answered by the student (the form shows). */
  surveyId: number;
  /** One answered by the student, so the company's view of it has a respondent. */
  answeredSurveyId: number;
}
let world: World;

beforeAll(async () => {
  const mark = uniqueMark();
  const { curriculum, steps } = await createCurriculum(`言語 カリキュラム ${mark}`, [
    { title: `自己紹介ページ ${mark}`, body: '## 課題\n\n自己紹介ページを作りましょう。', step_type: STEP_TYPE.assignment, standard_hours: 2 },
    { title: `お問い合わせフォーム ${mark}`, body: '## 課題\n\nフォームを作りましょう。', step_type: STEP_TYPE.assignment, standard_hours: 2 },
    { title: `CSS を読む ${mark}`, body: 'CSS の基本です。', standard_hours: 1 },
  ]);
  const course = await createCourse({ name: `言語 コース ${mark}`, curricula: [{ curriculum_id: curriculum.id, normal_days: 10, intensive_days: 5 }] });
  const company = await createCompany({ name: `言語 会社 ${mark}` });
  const student = await createStudent(company.id, { name: `言語 受講生${mark}`, course_id: course.id, start_date: todayInTokyo() });
  const companyUser = await createCompanyUser(company.id, { name: `言語 担当${mark}` });
  const role = await createRole(fullAccessLevels(SECTIONS), `言語 管理ロール ${mark}`);
  // An administrator of its own: the language chosen is kept with the account, and the install's is shared.
  const admin = await createStaff({ name: `言語 管理者${mark}`, main_role: MAIN_ROLE.admin, permission_role_id: role.id });

  // One room passed (the student sees why there is nothing to submit), one waiting on a teacher.
  const passed = await openRoom(student, steps[0]!.id);
  await studentSays(student, passed.id, MESSAGE_TYPE.assignment, '提出します。', [zipFile()]);
  await teacherJudges(admin, passed.id, ROOM_STATUS.ok, 'よくできました。');
  const waiting = await openRoom(student, steps[1]!.id);
  await studentSays(student, waiting.id, MESSAGE_TYPE.assignment, 'フォームを提出します。');
  const report = await writeReport(student.email, { report_date: todayInTokyo(), study_minutes: 90, did: 'フォームを作りました。' });
  const comment = await callApi(await accountToken('admin', admin.email), reportEndpoints.adminComment, { params: { id: report.id }, body: { body: 'いいですね。' } });
  if (comment.status !== (reportEndpoints.adminComment.status ?? 200)) throw new Error(`comment: ${comment.status} ${await comment.text()}`);
  const survey = await createSurvey({ title: `言語 アンケート ${mark}`, course_id: course.id });
  const answered = await createSurvey({ title: `言語 回答済みアンケート ${mark}`, course_id: course.id });
  await (await studentSurveyApi(student.email)).answer(answered.id, sampleAnswers(answered, { single: 1, multiple: [2], scale: 4, text: 'わかりやすかったです。' }));
  world = {
    admin,
    companyUser,
    student,
    companyId: company.id,
    courseId: course.id,
    curriculumId: curriculum.id,
    stepIds: steps.map((step) => step.id),
    passedRoomId: passed.id,
    waitingRoomId: waiting.id,
    surveyId: survey.id,
    answeredSurveyId: answered.id,
  };
}, 120_000);

/** The pages of each portal (menu pages and the details reached from them); the last is where the language is switched. */
function pagesOf(area: Area): string[] {
  const w = world;
  switch (area) {
    case 'admin':
      return [
        '/admin',
        '/admin/administrator',
        '/admin/teacher',
        '/admin/company',
        `/admin/company/${w.companyId}`,
        '/admin/student',
        '/admin/student/progress',
        `/admin/student/${w.student.id}`,
        '/admin/course',
        `/admin/course/${w.courseId}`,
        '/admin/curriculum',
        `/admin/curriculum/${w.curriculumId}`,
        `/admin/curriculum/step/${w.stepIds[0]}`,
        '/admin/movie',
        '/admin/test',
        '/admin/survey',
        `/admin/survey/${w.answeredSurveyId}`,
        `/admin/survey/${w.answeredSurveyId}/result`,
        `/admin/survey/${w.answeredSurveyId}/result?tab=non_responders`,
        '/admin/survey/new',
        '/admin/orientation',
        '/admin/information',
        '/admin/role',
        '/admin/room',
        `/admin/room/${w.waitingRoomId}`,
      ];
    case 'company':
      return [
        '/company',
        '/company/student',
        '/company/student/progress',
        `/company/student/${w.student.id}`,
        '/company/curriculum',
        '/company/test',
        '/company/test/result',
        '/company/test?tab=survey',
        `/company/test/survey/${w.answeredSurveyId}`,
        '/company/teacher',
        '/company/administrator',
        '/company/information',
        '/company/room',
        `/company/room/${w.passedRoomId}`,
      ];
    case 'student':
      return [
        '/student',
        '/student/curriculum',
        `/student/curriculum/${w.curriculumId}`,
        `/student/step/${w.stepIds[0]}`,
        '/student/movie',
        '/student/test',
        `/student/survey/${w.surveyId}`,
        `/student/survey/${w.answeredSurveyId}`,
        '/student/report',
        '/student/teacher',
        '/student/information',
        '/student/mypage',
        '/student/room',
        `/student/room/${w.waitingRoomId}`,
        `/student/room/${w.passedRoomId}`,
      ];
  }
}

/** Every string the API answered with on this page, but the messages the server writes for the reader. */
function watchUserData(page: Page) {
  const strings = new Set<string>();
  const pending = new Set<Promise<void>>();
  let inFlight = 0;
  const SERVER_MESSAGES = new Set(['message', 'submit_blocked_reason']);
  const collect = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (!(key && SERVER_MESSAGES.has(key))) strings.add(value);
    } else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object') for (const [field, inner] of Object.entries(value)) collect(inner, field);
  };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  const done = (url: string) => {
    if (isApi(url)) inFlight--;
  };
  page.on('requestfailed', (request) => done(request.url()));
  page.on('requestfinished', (request) => done(request.url()));
  page.on('response', (response) => {
    if (!isApi(response.url()) || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read: Promise<void> = response
      .json()
      .then((body: unknown) => collect(body, undefined), () => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    strings,
    /** Waits until no API call is running (for a quarter of a second) and every answer is read. */
    quiet: async (): Promise<void> => {
      let quietSince = 0;
      await expect
        .poll(
          () => {
            if (inFlight > 0) quietSince = 0;
            else quietSince ||= Date.now();
            return quietSince > 0 && Date.now() - quietSince >= 250;
          },
          { timeout: 15_000, interval: 50 },
        )
        .toBe(true);
      await Promise.all([...pending]);
    },
  };
}

interface Found {
  where: string;
  text: string;
}

/** What the page shows and announces: visible text, and the accessible names and hints of visible elements, with where each is. */
function readPage(): Found[] {
  const found: Found[] = [];
  const describe = (element: Element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}`;
  };
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, template') || !visible(parent)) continue;
    found.push({ where: describe(parent), text });
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-valuetext], [aria-roledescription]')) {
    if (!visible(element)) continue;
    for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push({ where: `${describe(element)} [${name}]`, text: value });
    }
  }
  found.push({ where: 'document title', text: document.title });
  return found;
}

/** The text without what people wrote or named (any string an API answer carried, or a piece of one). */
function withoutUserData(text: string, userData: readonly string[], joined: string): string {
  const bare = text.replace(/(…|\.\.\.)$/, '');
  if (joined.includes(bare)) return '';
  let rest = text;
  for (const value of userData) if (value.length > 1 && rest.includes(value)) rest = rest.split(value).join(' ');
  return rest;
}

function offending(found: readonly Found[], userStrings: ReadonlySet<string>, pattern: RegExp): string[] {
  const userData = [...userStrings].filter((value) => value.trim() !== '').sort((a, b) => b.length - a.length);
  const joined = userData.join('\u0000');
  const bad: string[] = [];
  for (const { where, text } of found) {
    if (!pattern.test(text)) continue;
    const rest = withoutUserData(text, userData, joined);
    const match = pattern.exec(rest);
    if (match) bad.push(`${where}: «${text}» (${match[0]})`);
  }
  return [...new Set(bad)];
}

/** Goes to a path inside the app (no reload) and waits until it has loaded and stopped asking the API. */
async function visit(page: Page, path: string, quiet: () => Promise<void>): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await settle(page, quiet);
}

async function settle(page: Page, quiet: () => Promise<void>): Promise<void> {
  await page.getByTestId('page-title').filter({ hasText: /\S/ }).waitFor();
  await quiet();
  // Nothing still loading: the overlay, a skeleton, a spinner (a determinate ring is a figure, not a wait).
  const stillLoading = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="loading-overlay"], .MuiSkeleton-root, .MuiCircularProgress-indeterminate')].map(
        (element) => `${element.className.toString().split(' ')[0]} in ${element.closest('[data-testid]')?.getAttribute('data-testid') ?? 'page'}`,
      ),
    );
  await expect.poll(stillLoading, { timeout: 15_000, message: `${new URL(page.url()).pathname} still loading` }).toEqual([]);
  await quiet();
}

const PORTALS: Array<{ area: Area; account: () => Account }> = [
  { area: 'student', account: () => world.student },
  { area: 'company', account: () => world.companyUser },
  { area: 'admin', account: () => world.admin },
];

describe('one language per page', () => {
  it.each(PORTALS)('the $area portal shows English only in English and no English words in Japanese', async ({ area, account }) => {
    const { page, close } = await openPage(browser());
    const watched = watchUserData(page);
    await signIn(page, area, account().email);
    const pages = pagesOf(area);
    const problems: string[] = [];

    for (const path of pages) {
      await visit(page, path, watched.quiet);
      const found = await page.evaluate(readPage);
      for (const bad of offending(found, watched.strings, ENGLISH_UI)) problems.push(`ja ${path} ${bad}`);
      for (const bad of offending(found, watched.strings, SLASHED_DATE)) problems.push(`ja ${path} ${bad}`);
    }

    // Switched on the last page: what it shows follows at once, the server's words included.
    await useLanguage(page, 'en');
    if (area === 'student') await page.getByTestId('submit-blocked').getByText('This assignment has already passed (OK).', { exact: false }).waitFor();
    const english = [...pages].reverse();
    for (const path of english) {
      await visit(page, path, watched.quiet);
      const found = await page.evaluate(readPage);
      for (const bad of offending(found, watched.strings, JAPANESE)) problems.push(`en ${path} ${bad}`);
      for (const bad of offending(found, watched.strings, SLASHED_DATE)) problems.push(`en ${path} ${bad}`);
    }
    await useLanguage(page, 'ja');
    await close();
    expect(problems).toEqual([]);
  }, 240_000);
});
