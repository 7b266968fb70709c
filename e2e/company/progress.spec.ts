import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createProgressCourse, daysAgo, updateStudent, useLanguage, writeReport } from '../progress-world.ts';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** This spec's company: a student on plan, one who started 20 days ago, one moved back later; another company's student. */
const NAMES = { onPlan: `予定 通り${stamp}`, behind: `遅れ 気味${stamp}`, moved: `移動 予定${stamp}`, other: `別社 学生${stamp}` };
let user: Account;
let course: Awaited<ReturnType<typeof createProgressCourse>>;
const ids: Record<keyof typeof NAMES, number> = { onPlan: 0, behind: 0, moved: 0, other: 0 };

beforeAll(async () => {
  course = await createProgressCourse(`E2E Web エンジニア養成 ${stamp}`);
  const own = await createCompany();
  const other = await createCompany();
  user = await createCompanyUser(own.id, { name: `進捗 担当${stamp}` });
  ids.onPlan = (await createStudent(own.id, { name: NAMES.onPlan, course_id: course.id, start_date: daysAgo(0) })).id;
  const behind = await createStudent(own.id, { name: NAMES.behind, course_id: course.id, start_date: daysAgo(20) });
  ids.behind = behind.id;
  ids.moved = (await createStudent(own.id, { name: NAMES.moved, course_id: course.id, start_date: daysAgo(1) })).id;
  ids.other = (await createStudent(other.id, { name: NAMES.other, course_id: course.id, start_date: daysAgo(20) })).id;
  await writeReport(behind.email, {
    report_date: daysAgo(1),
    study_minutes: 75,
    did: '## 変数\n\n- `const` と `let` の違いを調べた\n\n```js\nconst x = 1;\n```',
    next: '配列に進む',
    troubles: 'for 文の書き方があいまい',
  });
});

const companyPage = (viewport = DESKTOP) => signedInPage(browser(), 'company', user.email, viewport);

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await waitForStillness(page);
}

const rowNames = async (page: Page) => (await page.getByTestId('progress-row').allInnerTexts()).join('\n');

describe('company progress', () => {
  it('lists its own students with their delay, filters "behind by 1 week" and finds a student once the start date moves back', async () => {
    const { page, problems, close } = await companyPage();
    await page.goto('/company/student/progress');
    await page.getByTestId('progress-row').first().waitFor();
    let text = await rowNames(page);
    expect(text).toContain(NAMES.onPlan);
    expect(text).toContain(NAMES.behind);
    expect(text).not.toContain(NAMES.other);
    expect(await page.title()).toBe('進捗状況 | Manabiya');

    // "Behind by 1 week or more": the student who started 20 days ago, not the one on plan.
    await page.getByRole('combobox', { name: '遅れ' }).click();
    await page.getByRole('option', { name: '1週間以上', exact: true }).click();
    await page.waitForURL(/progress_filter=0\.2/);
    await expect.poll(async () => !(await rowNames(page)).includes(NAMES.onPlan)).toBe(true);
    text = await rowNames(page);
    expect(text).toContain(NAMES.behind);
    expect(text).not.toContain(NAMES.moved);
    expect(text).toContain('20日遅れ');

    // Staff move a student's start date back 10 days: the same filter now finds them (after a reload).
    await updateStudent(ids.moved, { start_date: daysAgo(10) });
    await page.reload();
    await expect.poll(() => rowNames(page)).toContain(NAMES.moved);
    expect(await rowNames(page)).toContain('10日遅れ');

    // Sorted by name, the filter stays in the URL; the CSV takes the same filters.
    await page.getByRole('button', { name: '氏名' }).click();
    await page.waitForURL(/sort=name/);
    expect(page.url()).toContain('progress_filter=0.2');
    const download = page.waitForEvent('download');
    await page.getByTestId('csv-export').click();
    const csv = await (await download).path();
    const fs = await import('node:fs');
    const lines = fs.readFileSync(csv, 'utf8').trim().split('\r\n');
    expect(lines[0]).toContain('遅れ(日)');
    expect(lines.slice(1).join('\n')).toContain(NAMES.moved);
    expect(lines.slice(1).join('\n')).not.toContain(NAMES.onPlan);
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows on the start page how many are behind, each bucket linking to the filtered list', async () => {
    const { page, problems, close } = await companyPage();
    await page.goto('/company');
    const week = page.getByTestId('progress-bucket').filter({ hasText: '1週間以上遅れ' });
    await week.getByTestId('bucket-count').waitFor();
    expect(await week.getByTestId('bucket-count').innerText()).toMatch(/^2\s*名$/);
    await week.click();
    await page.waitForURL(/\/company\/student\/progress\?progress_filter=0\.2&status=0/);
    await expect.poll(() => rowNames(page)).toContain(NAMES.behind);
    expect(page.url()).toContain(`status=${STUDENT_STATUS.taking}`);
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens a student's progress timeline, study time chart and reports; another company's student is not found", async () => {
    const { page, problems, close } = await companyPage();
    await page.goto(`/company/student/${ids.behind}`);
    await page.getByTestId('curriculum-timeline').waitFor();
    expect(await page.getByTestId('timeline-row').count()).toBe(2);
    // One delay (decision 043): the student's 20 days are the current curriculum's, the next one carries none.
    expect(await page.getByTestId('delay-chip').innerText()).toBe('20日遅れ');
    expect(await page.getByTestId('timeline-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-delay')))).toEqual(['20', '0']);
    expect(await page.getByTestId('timeline-row').first().getByText('学習中 · 20日遅れ').count()).toBe(1);
    // Taking the course, with no end date set; and why they are behind: no study since the start, 21 days ago.
    expect(await page.getByTestId('enrolment-chip').first().innerText()).toBe('受講中');
    expect(await page.getByTestId('standing-reason').allInnerTexts()).toEqual([expect.stringContaining('21日間学習なし')]);
    await page.getByTestId('study-chart').locator('svg').first().waitFor();
    const report = page.getByTestId('report-card').first();
    await report.getByText('const と let の違いを調べた', { exact: false }).waitFor();
    // A company reads: no comment or check button.
    expect(await report.getByTestId('report-check').count()).toBe(0);
    expect(await report.getByTestId('report-comment-open').count()).toBe(0);
    await settle(page);
    await expectNoAxeViolations(page);

    await page.goto(`/company/student/${ids.other}`);
    await page.getByTestId('student-not-found').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("reads the content of its students' course, read only", async () => {
    const { page, problems, close } = await companyPage();
    await page.goto('/company/curriculum');
    const courseCard = page.getByTestId('company-course').filter({ hasText: course.name });
    await courseCard.waitFor();
    await courseCard.getByTestId('company-curriculum').nth(1).click();
    await page.waitForURL(/curriculum=\d+/);
    await page.getByTestId('company-step').first().click();
    await page.getByTestId('safe-markdown').getByText('const name', { exact: false }).waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('looks right: progress list, student detail with charts, start page, curriculum (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await companyPage(viewport);
    await useLanguage(page, language);
    const shot = (what: string) => screenshot(page, `company-progress-${what}-${label}-${language}`);
    await page.goto('/company/student/progress?progress_filter=0.2');
    await page.getByTestId('progress-row').first().waitFor();
    await settle(page);
    await shot('list');
    await page.goto(`/company/student/${ids.behind}`);
    await page.getByTestId('study-chart').locator('svg').first().waitFor();
    await page.getByTestId('report-card').first().waitFor();
    await settle(page);
    await shot('detail');
    await page.goto('/company');
    await page.getByTestId('bucket-count').first().waitFor();
    await settle(page);
    await shot('start');
    await page.goto('/company/curriculum');
    await page.getByTestId('company-course').first().waitFor();
    await settle(page);
    await shot('curriculum');
    await page.getByTestId('company-course').filter({ hasText: course.name }).getByTestId('company-curriculum').nth(1).click();
    await page.getByTestId('company-step').first().click();
    await page.getByTestId('safe-markdown').first().waitFor();
    await settle(page);
    await shot('curriculum-steps');
    if (viewport === PHONE) await expectNoAxeViolations(page);
    await useLanguage(page, 'ja');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('staff progress', () => {
  it.each(SCREENS_IN_BOTH_LANGUAGES)('lists every company\'s students with the company filter and opens the detail (%s, %s)', async (label, viewport, language) => {
    const role = await createRole({ student_progress: ACCESS_LEVEL.read, student_detail: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read });
    const staff = await createStaff({ permission_role_id: role.id });
    const { page, problems, close } = await signedInPage(browser(), 'admin', staff.email, viewport);
    await useLanguage(page, language);
    await page.goto(`/admin/student/progress?q=${encodeURIComponent(stamp)}`);
    await expect.poll(() => page.getByTestId('progress-row').count()).toBe(4);
    expect(await rowNames(page)).toContain(NAMES.other);
    await settle(page);
    await screenshot(page, `admin-progress-list-${label}-${language}`);
    await expectNoAxeViolations(page);
    if (viewport === DESKTOP && language === 'ja') {
      // The company filter: one company by name keeps its students only.
      await page.getByRole('combobox', { name: '会社' }).fill('E2E会社');
      await page.getByRole('option').nth(1).waitFor();
      await page.goto(`/admin/student/progress?q=${encodeURIComponent(stamp)}&company=-1`);
      await expect.poll(() => page.getByTestId('progress-row').count()).toBe(0);
      await page.getByText('条件に合う受講生はいません。').waitFor();
      expect(await page.getByRole('combobox', { name: '会社' }).inputValue()).toBe('コンサルティングありの会社のみ');
    }
    await page.goto(`/admin/student/${ids.behind}`);
    await page.getByTestId('study-chart').locator('svg').first().waitFor();
    await page.getByTestId('report-card').first().waitFor();
    await settle(page);
    await screenshot(page, `admin-progress-detail-${label}-${language}`);
    // A demo student with a study history, for the chart with its bars (the specs' own students have no ledger).
    await page.goto('/admin/student/progress?sort=last_activity&order=desc');
    const first = page.getByTestId('progress-row').first();
    if (label === 'desktop') {
      // 「デモ株式会社」 (the demo's company) is never broken mid-word in the company column, even with the table at its
      // narrowest (its students alone: another company's longer word would hold the column open).
      await first.waitFor();
      await page.getByRole('combobox', { name: language === 'ja' ? '会社' : 'Company' }).fill('デモ株式会社');
      await page.getByRole('option', { name: 'デモ株式会社', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('company'));
      await expect.poll(async () => (await page.getByTestId('progress-row').allInnerTexts()).every((text) => text.includes('デモ株式会社'))).toBe(true);
      await page.getByRole('table').first().evaluate((table) => {
        table.style.width = 'min-content';
      });
      const lines = await page.getByTestId('progress-row').locator('td').evaluateAll((cells) =>
        cells
          .filter((cell) => cell.textContent === 'デモ株式会社')
          .map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toEqual(lines.map(() => 1));
      await page.getByRole('table').first().evaluate((table) => {
        table.style.width = '';
      });
      await page.goto('/admin/student/progress?sort=last_activity&order=desc');
    }
    // A table row holds the name's link; a phone card is the link.
    await (viewport === PHONE ? first : first.getByRole('link')).click();
    await page.getByTestId('study-chart').locator('svg').first().waitFor();
    await page.getByRole('button', { name: language === 'ja' ? '90日' : '90 days' }).click();
    await settle(page);
    await screenshot(page, `admin-progress-detail-demo-${label}-${language}`);
    expect(problems).toEqual([]);
    await close();
  });
});
