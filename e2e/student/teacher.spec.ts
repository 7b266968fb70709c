import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createStudent, createTeacher, uniqueMark } from '../world.ts';

const browser = useBrowser();
const TEACHER = `E2E 講師${uniqueMark()}`;
let email: string;
beforeAll(async () => {
  await createTeacher({ name: TEACHER, specialities: 'TypeScript, React' });
  ({ email } = await createStudent((await createCompany()).id));
});

describe('student teacher profiles', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('lists the teachers at %s width', async (label, viewport) => {
    const { page, problems, close } = await signedInPage(browser(), 'student', email, viewport);
    await page.goto('/student/teacher');
    const card = page.getByTestId('teacher-card').first();
    await card.waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(TEACHER);
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await screenshot(page, `student-teacher-${label}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
