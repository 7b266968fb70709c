import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createCompanyUser, createStudents, createTeacher, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** This spec's company: its user, a student found by kana, a newcomer and two graduates; another company with a user and a student. */
/** The stamp in katakana: a フリガナ takes katakana only (issue 10 item 6). */
const kanaStamp = [...stamp].map((c) => String.fromCharCode(0x30a2 + parseInt(c, 36))).join('');
const OWN = { student: `検索 さくら${stamp}`, kana: `ケンサク${kanaStamp}`, newcomer: `新規 翼${stamp}`, user: `窓口 次郎${stamp}` };
const OTHER = { student: `別社 健一${stamp}`, user: `総務 三郎${stamp}` };
const TEACHER = `E2E 講師${stamp}`;
let user: Account;
let ownStudentEmail: string;
let otherStudentId: number;
beforeAll(async () => {
  const own = await createCompany();
  const other = await createCompany();
  user = await createCompanyUser(own.id, { name: OWN.user });
  await createCompanyUser(other.id, { name: OTHER.user });
  ownStudentEmail = (await createStudents(own.id, 1, { name: OWN.student, name_kana: `${OWN.kana} サクラ` }))[0]!.email;
  await createStudents(own.id, 1, { name: OWN.newcomer, init_input_flg: 0 });
  await createStudents(own.id, 2, { status: STUDENT_STATUS.graduated });
  otherStudentId = (await createStudents(other.id, 1, { name: OTHER.student }))[0]!.id;
  await createTeacher({ name: TEACHER });
});

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

const companyPage = (viewport = DESKTOP) => signedInPage(browser(), 'company', user.email, viewport);

describe('company students', () => {
  it('lists only the own company’s students, without axe violations', async () => {
    const { page, problems, close } = await companyPage();
    await page.goto('/company/student');
    await page.getByTestId('company-student-row').first().waitFor();
    await settle(page);
    const listText = await page.getByRole('main').innerText();
    expect(listText).toContain(OWN.student);
    expect(listText).toContain(OWN.newcomer);
    // The other company's student is not among them.
    expect(listText).not.toContain(OTHER.student);
    expect(await page.title()).toBe('受講生一覧 | Manabiya');
    await screenshot(page, 'company-students-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('filters by status and by search, keeping the filter in the URL across a reload, and opens a student', async () => {
    const { page, problems, close } = await companyPage();
    await page.goto('/company/student');
    await page.getByTestId('company-student-row').first().waitFor();
    await page.getByRole('combobox', { name: 'ステータス' }).click();
    await page.getByRole('option', { name: '修了（フロントエンドコース）', exact: true }).click();
    await page.waitForURL(/status=1/);
    await expect.poll(async () => {
      const chips = await page.getByTestId('company-student-row').allInnerTexts();
      return chips.length > 0 && chips.every((text) => text.includes('修了（フロントエンドコース）'));
    }).toBe(true);

    // A filtered list survives a reload: its conditions are in the URL.
    await page.goto('/company/student?q=' + encodeURIComponent(OWN.kana));
    await expect.poll(() => page.getByTestId('company-student-row').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('company-student-row').count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: '氏名・フリガナで検索' }).inputValue()).toBe(OWN.kana);

    await page.getByRole('link', { name: OWN.student }).click();
    await page.waitForURL(/\/company\/student\/\d+$/);
    const profile = page.getByTestId('company-student-profile');
    await profile.waitFor();
    expect(await profile.innerText()).toContain(ownStudentEmail);
    await settle(page);
    await screenshot(page, 'company-student-detail-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows "not found" for another company’s student', async () => {
    const { page, problems, close } = await companyPage();
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/company/student/${otherStudentId}`));
    await page.goto(`/company/student/${otherStudentId}`);
    expect((await answer).status()).toBe(404);
    await page.getByTestId('student-not-found').waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain(OTHER.student);
    await settle(page);
    await screenshot(page, 'company-student-not-found-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('is usable on a phone: a compact list that opens the student', async () => {
    const { page, close } = await companyPage(PHONE);
    await page.goto('/company/student');
    await page.getByTestId('company-student-row').first().waitFor();
    await settle(page);
    expect(await page.locator('table').count()).toBe(0);
    await screenshot(page, 'company-students-phone');
    await expectNoAxeViolations(page);
    await page.getByTestId('company-student-row').first().click();
    await page.getByTestId('company-student-profile').waitFor();
    await settle(page);
    await screenshot(page, 'company-student-detail-phone');
    await close();
  });
});

describe('company users and teachers', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('lists the own users and the teachers at %s width', async (label, viewport) => {
    const { page, problems, close } = await companyPage(viewport);
    await page.goto('/company/administrator');
    await page.getByTestId('company-administrator-row').first().waitFor();
    const users = await page.getByRole('main').innerText();
    expect(users).toContain(OWN.user);
    expect(users).not.toContain(OTHER.user);
    await settle(page);
    await screenshot(page, `company-administrator-${label}`);
    await expectNoAxeViolations(page);

    await page.goto('/company/teacher');
    await page.getByTestId('teacher-card').first().waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(TEACHER);
    await settle(page);
    await screenshot(page, `company-teacher-${label}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
