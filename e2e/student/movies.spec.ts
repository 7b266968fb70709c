import type { MovieItem } from '@manabiya/domain/contracts/movies';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createCourse, createCurriculum } from '../learning-world.ts';
import { uploadWebm } from '../movies-world.ts';
import { createCompany, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
let first: MovieItem;
let second: MovieItem;
let student: Account;
/** A step showing both videos, one under the other. */
let twoVideoStepId = 0;

beforeAll(async () => {
  first = await uploadWebm(`変数と型 ${stamp}`);
  second = await uploadWebm(`条件分岐 ${stamp}`);
  const { curriculum, steps } = await createCurriculum(`JavaScript 入門 ${stamp}`, [
    { title: '変数を使ってみよう', step_type: STEP_TYPE.self_study, movie_ids: [first.id] },
    { title: 'if 文で分岐する', step_type: STEP_TYPE.self_study, movie_ids: [second.id] },
    { title: 'ふりかえり：変数と条件分岐', step_type: STEP_TYPE.self_study, movie_ids: [first.id, second.id] },
  ]);
  twoVideoStepId = steps[2]!.id;
  const course = await createCourse({ curricula: [{ curriculum_id: curriculum.id, normal_days: 10, intensive_days: 5 }] });
  student = await createStudent((await createCompany()).id, { course_id: course.id });
});

const video = (page: Page) => page.getByTestId('movie-player').locator('video');
const currentTime = (player: Locator) => player.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Waits for the report the player sends once the action is done, and returns its answer. */
async function report(page: Page, movieId: number, action: () => Promise<unknown>) {
  const sent = page.waitForResponse((response) => response.url().endsWith(`/api/student/movie/${movieId}/position`) && response.request().method() === 'PUT');
  await action();
  return (await (await sent).json()) as { position_seconds: number; watched_seconds: number };
}

async function useLanguage(page: Page, language: 'ja' | 'en'): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('student videos', () => {
  it('plays part of a video, counts only what was played (not a seek), and resumes there after a reload', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', student.email);
    await page.goto('/student/movie');
    const card = page.getByTestId('student-movie').filter({ hasText: first.title });
    await card.getByRole('button', { name: new RegExp(`^${first.title}: 再生$`) }).click();
    await page.waitForURL(new RegExp(`/student/movie\\?play=${first.id}$`));
    const player = video(page);

    // About four seconds actually played.
    await expect.poll(() => currentTime(player), { timeout: 20_000 }).toBeGreaterThan(4);
    const paused = await report(page, first.id, () => player.evaluate((element: HTMLVideoElement) => element.pause()));
    expect(paused.watched_seconds).toBeGreaterThan(3.5);
    expect(paused.watched_seconds).toBeLessThan(8);

    // A seek to near the end plays nothing; a second played there counts, the gap does not.
    await player.evaluate(async (element: HTMLVideoElement) => {
      element.currentTime = 50;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      await element.play();
    });
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(51.5);
    const after = await report(page, first.id, () => player.evaluate((element: HTMLVideoElement) => element.pause()));
    expect(after.watched_seconds - paused.watched_seconds).toBeGreaterThan(1);
    expect(after.watched_seconds - paused.watched_seconds).toBeLessThan(5);
    const stoppedAt = after.position_seconds;

    // Back later: the page opens the same video and resumes where it stopped.
    await page.reload();
    await page.getByTestId('movie-resume').waitFor();
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => currentTime(player)).toBeGreaterThan(stoppedAt - 1);
    expect(await currentTime(player)).toBeLessThan(stoppedAt + 1);
    const coverage = page.getByTestId('student-movie').filter({ hasText: first.title });
    expect(await coverage.innerText()).toMatch(/視聴済み \d+%/);
    expect(await coverage.getByRole('button').innerText()).toMatch(/^続きから（0:5\d）$/);

    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const language of ['ja', 'en'] as const) {
        await useLanguage(page, language);
        await waitForStillness(page);
        await screenshot(page, `student-movie-${label}-${language}`);
        await expectNoAxeViolations(page);
      }
      await useLanguage(page, 'ja');
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('shows every video of a step with its title card before it plays, never a black box (issue 23)', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', student.email);
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/student/step/${twoVideoStepId}`);
      const videos = page.getByTestId('movie-video');
      await expect.poll(() => videos.count()).toBe(2);
      for (const [index, movie] of [first, second].entries()) {
        const video = videos.nth(index);
        // The poster is an image the page drew: the title card, as wide as a video is.
        const poster = await video.evaluate(async (element: HTMLVideoElement) => {
          const image = new Image();
          image.src = element.poster;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          // Not a black card: the ground's colour at its middle-left.
          const [red, green, blue] = context.getImageData(20, image.naturalHeight / 2, 1, 1).data;
          return { scheme: element.poster.slice(0, 15), width: image.naturalWidth, height: image.naturalHeight, brightness: red! + green! + blue! };
        });
        expect(poster, movie.title).toMatchObject({ scheme: 'data:image/png;', width: 960, height: 540 });
        expect(poster.brightness, movie.title).toBeGreaterThan(60);
      }
      await videos.nth(1).scrollIntoViewIfNeeded();
      await waitForStillness(page);
      await screenshot(page, `student-step-two-videos-${label}-ja`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
