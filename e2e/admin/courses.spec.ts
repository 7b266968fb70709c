import type { CourseDetail, CurriculumDetail, StepItem } from '@manabiya/domain/contracts/courses';
import { courseEndpoints, curriculumEndpoints, stepEndpoints } from '@manabiya/domain/endpoints/courses';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { callApi, makePng } from '../information-admin-api.ts';
import { createCourse, createCurriculum, uploadMovie } from '../learning-world.ts';
import { createRole, createStaff, installAdminToken, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** Staff with every level of the content sections, who reads in English (the install's administrator keeps Japanese). */
let englishEditor: Account;
/** Staff who may read courses and curricula but change nothing. */
let reader: Account;

beforeAll(async () => {
  const content = { dashboard: ACCESS_LEVEL.read, course: ACCESS_LEVEL.all, curriculum: ACCESS_LEVEL.all, movie: ACCESS_LEVEL.read };
  englishEditor = await createStaff({ permission_role_id: (await createRole(content, `E2Eコンテンツ${stamp}`)).id });
  reader = await createStaff({
    permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, course: ACCESS_LEVEL.read, curriculum: ACCESS_LEVEL.read }, `E2Eコンテンツ閲覧${stamp}`)).id,
  });
});

const STEP_BODY = [
  `# 変数と定数 ${stamp}`,
  '',
  '`let` は再代入でき、`const` はできません。',
  '',
  '```js',
  'const greeting = "こんにちは";',
  'let count = 1;',
  '```',
  '',
  '| 宣言 | 再代入 |',
  '| --- | --- |',
  '| let | できる |',
  '| const | できない |',
].join('\n');
/** Raw HTML and a script link: shown as text and dropped, never run. */
const HOSTILE_LINE = '<img src=x onerror=alert(1)> [危険なリンク](javascript:alert(1))';

async function curriculumByApi(id: number): Promise<CurriculumDetail> {
  return (await (await callApi(await installAdminToken(), curriculumEndpoints.get, { params: { id } })).json()) as CurriculumDetail;
}
async function stepByApi(id: number): Promise<StepItem> {
  return (await (await callApi(await installAdminToken(), stepEndpoints.get, { params: { id } })).json()) as StepItem;
}
async function courseByApi(id: number): Promise<CourseDetail> {
  return (await (await callApi(await installAdminToken(), courseEndpoints.get, { params: { id } })).json()) as CourseDetail;
}

/** The page as it settles, seen from its top with nothing focused (a full-page screenshot of a scrolled page shows its header mid-page). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForStillness(page);
}

/** The texts of these elements that are cut ("…") where they stand. */
function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent ?? ''));
}

const idFrom = (page: Page, pattern: RegExp) => Number(pattern.exec(new URL(page.url()).pathname)?.[1]);

/** Drags a row's handle onto another row (native HTML5 drag and drop, as a mouse does it). */
async function dragRow(page: Page, from: Locator, to: Locator, where: 'above' | 'below'): Promise<void> {
  const handle = from.getByTestId('drag-handle');
  const target = await to.boundingBox();
  if (!target) throw new Error('the target row is not on screen');
  await handle.dragTo(to, { targetPosition: { x: target.width / 2, y: where === 'above' ? 4 : target.height - 4 } });
}

describe('admin courses and curricula', () => {
  /** The curriculum the first test writes; the second builds a course of it and another. */
  let curriculumId = 0;

  it('writes a curriculum with steps (Markdown, attachment) and reorders them by dragging and by keyboard', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);

    // A curriculum made in the browser.
    await page.goto('/admin/curriculum');
    await page.getByRole('button', { name: 'カリキュラムを追加' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel(/^カリキュラム名/).fill(`JavaScript 基礎 ${stamp}`);
    await create.getByRole('button', { name: '追加してステップを書く' }).click();
    await page.waitForURL(/\/admin\/curriculum\/\d+$/);
    curriculumId = idFrom(page, /\/admin\/curriculum\/(\d+)$/);
    // Published from its editor's own fields.
    await page.getByLabel('公開状態').click();
    await page.getByRole('option', { name: '公開', exact: true }).click();
    await page.getByTestId('curriculum-save').click();
    await expect.poll(async () => (await curriculumByApi(curriculumId)).publish_status).toBe(1);

    // Its first step: the Markdown beside its preview, raw HTML shown as text, an image attached and put into the body.
    await page.getByRole('button', { name: 'ステップを追加' }).click();
    await page.getByRole('dialog').getByLabel(/^タイトル/).fill('変数と定数');
    await page.getByRole('dialog').getByRole('button', { name: '追加して本文を書く' }).click();
    await page.waitForURL(/\/admin\/curriculum\/step\/\d+$/);
    const markdown = page.getByRole('textbox', { name: 'Markdown' });
    await markdown.fill(`${STEP_BODY}\n\n${HOSTILE_LINE}`);
    const preview = page.getByTestId('step-preview');
    await preview.getByRole('heading', { name: `変数と定数 ${stamp}` }).waitFor();
    expect(await preview.locator('pre code.hljs').count()).toBe(1);
    expect(await preview.locator('table').count()).toBe(1);
    expect(await preview.locator('img').count()).toBe(0);
    await expect.poll(() => preview.innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
    // What is saved is the teaching text (the hostile line was only to see it harmless).
    await markdown.fill(STEP_BODY);
    await expect.poll(() => preview.innerText()).not.toContain('onerror');

    await page.locator('input[type=file]').setInputFiles({ name: '図解.png', mimeType: 'image/png', buffer: makePng(320, 160) });
    const attachment = page.getByTestId('step-attachment-row').filter({ hasText: '図解.png' });
    await attachment.waitFor();
    await attachment.getByRole('button', { name: '本文に画像として挿入' }).click();
    await expect.poll(() => preview.locator('img').count()).toBe(1);
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^\/api\/files\/step\/[a-f0-9]{32}\.png$/);
    // A video from the library, picked by its title.
    const movie = await uploadMovie(`変数の解説 ${stamp}`);
    await page.getByRole('combobox', { name: '動画を追加' }).fill(`変数の解説 ${stamp}`);
    await page.getByRole('option', { name: new RegExp(`変数の解説 ${stamp}`) }).click();
    await page.getByTestId('step-movie-row').filter({ hasText: `変数の解説 ${stamp}` }).waitFor();
    await page.getByLabel('公開状態').click();
    await page.getByRole('option', { name: '公開', exact: true }).click();
    await settle(page);
    await screenshot(page, 'admin-step-editor-filled-1280-ja');
    await expectNoAxeViolations(page);
    await page.getByTestId('step-save').click();
    const stepId = idFrom(page, /\/admin\/curriculum\/step\/(\d+)$/);
    await expect.poll(async () => (await stepByApi(stepId)).publish_status).toBe(1);
    expect((await stepByApi(stepId)).movies.map((saved) => saved.id)).toEqual([movie.id]);
    expect((await stepByApi(stepId)).body).toMatch(/!\[図解\.png\]\(\/api\/files\/step\/[a-f0-9]{32}\.png\)/);

    // Two more steps, then the order: drag the last above the first, and a keyboard move.
    for (const title of ['関数', '配列']) {
      await page.goto(`/admin/curriculum/${curriculumId}`);
      await page.getByRole('button', { name: 'ステップを追加' }).click();
      await page.getByRole('dialog').getByLabel(/^タイトル/).fill(title);
      await page.getByRole('dialog').getByRole('button', { name: '追加して本文を書く' }).click();
      await page.waitForURL(/\/admin\/curriculum\/step\/\d+$/);
    }
    await page.goto(`/admin/curriculum/${curriculumId}`);
    const rows = page.getByTestId('step-row');
    await expect.poll(() => rows.count()).toBe(3);
    await dragRow(page, rows.filter({ hasText: '配列' }), rows.filter({ hasText: '変数と定数' }), 'above');
    await expect.poll(async () => (await curriculumByApi(curriculumId)).steps.map((step) => step.title)).toEqual(['配列', '変数と定数', '関数']);
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('配列'), expect.stringContaining('変数と定数'), expect.stringContaining('関数')]);
    await page.getByRole('button', { name: '「関数」を上へ' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await curriculumByApi(curriculumId)).steps.map((step) => step.title)).toEqual(['配列', '関数', '変数と定数']);
    // The focus moved with the step, so the keyboard can press again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('「関数」を上へ');
    await settle(page);
    await screenshot(page, 'admin-curriculum-editor-1280-ja');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('builds a course of two curricula, reorders them by dragging, previews it as a student and copies it', async () => {
    expect(curriculumId).toBeGreaterThan(0);
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    // A second curriculum, then a course of both, built in the browser.
    const second = await createCurriculum(`DOM 操作 ${stamp}`, [{ title: '要素を探す', body: '`document.querySelector` を使います。' }]);
    await page.goto('/admin/course');
    await page.getByRole('button', { name: 'コースを追加' }).click();
    await page.getByRole('dialog').getByLabel(/^コース名/).fill(`フロントエンド入門 ${stamp}`);
    await page.getByRole('dialog').getByRole('button', { name: '追加してカリキュラムを選ぶ' }).click();
    await page.waitForURL(/\/admin\/course\/\d+$/);
    const courseId = idFrom(page, /\/admin\/course\/(\d+)$/);
    // A picked curriculum is read (its standard days) before its row appears. The next one is typed
    // meanwhile: the row appearing late must not take the focus, and the text typed, from the search.
    const curriculumRead = /\/api\/admin\/curriculum\/\d+$/;
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route(curriculumRead, async (route) => {
      await readHeld;
      await route.continue();
    });
    const search = page.getByRole('combobox', { name: 'カリキュラムを追加' });
    await search.fill(`JavaScript 基礎 ${stamp}`);
    await page.getByRole('option', { name: `JavaScript 基礎 ${stamp}` }).click();
    await search.fill(`DOM 操作 ${stamp}`);
    await page.getByRole('option', { name: `DOM 操作 ${stamp}` }).waitFor();
    const entries = page.getByTestId('course-curriculum-row');
    releaseRead();
    await expect.poll(() => entries.count()).toBe(1);
    await page.getByRole('option', { name: `DOM 操作 ${stamp}` }).click();
    await expect.poll(() => entries.count()).toBe(2);
    await page.unroute(curriculumRead);
    const days = [
      ['20', '10'],
      ['8', '4'],
    ];
    for (const [index, [normal, intensive]] of days.entries()) {
      await entries.nth(index).getByLabel('通常（日）').fill(normal!);
      await entries.nth(index).getByLabel('集中（日）').fill(intensive!);
    }
    await dragRow(page, entries.filter({ hasText: `DOM 操作 ${stamp}` }), entries.filter({ hasText: `JavaScript 基礎 ${stamp}` }), 'above');
    await expect.poll(() => entries.first().innerText()).toContain('DOM 操作');
    await expect.poll(() => page.getByTestId('plan-totals').innerText()).toContain('通常 28日');
    await page.getByTestId('course-save').click();
    await expect.poll(async () => (await courseByApi(courseId)).curricula.length).toBe(2);
    const saved = await courseByApi(courseId);
    expect(saved.curricula.map((entry) => [entry.curriculum_id, entry.position, entry.normal_days, entry.intensive_days])).toEqual([
      [second.curriculum.id, 1, 8, 4],
      [curriculumId, 2, 20, 10],
    ]);
    await settle(page);
    await screenshot(page, 'admin-course-editor-1280-ja');
    await expectNoAxeViolations(page);

    // The preview shows the course as a student follows it: public steps only, the body rendered.
    await page.getByRole('link', { name: '受講生の表示を確認' }).click();
    await page.waitForURL(/\/preview$/);
    const map = page.getByTestId('course-preview');
    await map.getByRole('heading', { name: `1. DOM 操作 ${stamp}` }).waitFor();
    // Only the first step of the new curriculum is public; the other two are drafts.
    expect(await map.getByRole('button', { name: /関数/ }).count()).toBe(0);
    await map.getByRole('button', { name: /要素を探す/ }).click();
    await map.getByText('document.querySelector').waitFor();
    await page.getByLabel(/非公開の項目も表示する/).check();
    await map.getByRole('button', { name: /関数/ }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-course-preview-1280-ja');
    await expectNoAxeViolations(page);
    // The step written above, rendered as students read it, with its image.
    await map.getByRole('button', { name: /変数と定数/ }).click();
    await map.getByRole('heading', { name: `変数と定数 ${stamp}` }).waitFor();
    await expect.poll(() => map.locator('img[src^="/api/files/step/"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

    // Copy: a private course with the same curricula, order and days.
    await page.goto(`/admin/course/${courseId}`);
    await page.getByRole('button', { name: 'コピー' }).click();
    const copyDialog = page.getByRole('dialog');
    await copyDialog.getByLabel(/^コース名/).fill(`フロントエンド入門（短期）${stamp}`);
    await copyDialog.getByRole('button', { name: 'コピーする' }).click();
    await page.waitForURL((url) => /\/admin\/course\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${courseId}`));
    const copy = await courseByApi(idFrom(page, /\/admin\/course\/(\d+)$/));
    expect(copy).toMatchObject({ name: `フロントエンド入門（短期）${stamp}`, publish_status: 0 });
    expect(copy.curricula.map((entry) => [entry.curriculum_id, entry.normal_days, entry.intensive_days])).toEqual([
      [second.curriculum.id, 8, 4],
      [curriculumId, 20, 10],
    ]);
    await expect.poll(() => page.getByTestId('course-curriculum-row').count()).toBe(2);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('fills added curricula with their standard days, keeps a failed save on screen with a summary of its errors, asks before leaving, and saves once fixed', async () => {
    const html = await createCurriculum(`HTML の基本 ${stamp}`, [{ title: 'タグ' }], { normal_days: 12, intensive_days: 6 });
    const css = await createCurriculum(`CSS の基本 ${stamp}`, [{ title: 'セレクタ' }], { normal_days: 9, intensive_days: 4 });
    const course = await createCourse({ name: `保存の確認コース ${stamp}`, curricula: [] });
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    // Opened from the list, so the browser's back button stays inside the app.
    await page.goto(`/admin/course?q=${encodeURIComponent(course.name)}`);
    await page.getByRole('link', { name: course.name }).click();
    await page.waitForURL(new RegExp(`/admin/course/${course.id}$`));

    const entries = page.getByTestId('course-curriculum-row');
    for (const [index, { curriculum }] of [html, css].entries()) {
      await page.getByRole('combobox', { name: 'カリキュラムを追加' }).fill(curriculum.name);
      await page.getByRole('option', { name: curriculum.name }).click();
      await expect.poll(() => entries.count()).toBe(index + 1);
    }
    // Each takes its curriculum's standard days, editable here.
    await expect.poll(() => entries.nth(0).getByLabel('通常（日）').inputValue()).toBe('12');
    expect(await entries.nth(0).getByLabel('集中（日）').inputValue()).toBe('6');
    expect(await entries.nth(1).getByLabel('通常（日）').inputValue()).toBe('9');
    expect(await entries.nth(1).getByLabel('集中（日）').inputValue()).toBe('4');
    await expect.poll(() => page.getByTestId('plan-totals').innerText()).toContain('通常 21日');
    // The drag handles are for a pointer: not announced as controls (the ↑↓ buttons are the keyboard's way).
    expect(await entries.nth(0).getByTestId('drag-handle').getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByRole('img', { name: /ドラッグ/ }).count()).toBe(0);
    await entries.nth(0).getByRole('button', { name: `「HTML の基本 ${stamp}」を下へ` }).waitFor();
    await page.getByLabel(/^コース名/).fill(`保存の確認コース（改） ${stamp}`);
    await entries.nth(1).getByLabel('集中（日）').fill('4000');
    await page.getByTestId('course-save').click();

    // Not saved: the summary says what and where, as an alert, and takes the focus; every change stays.
    const summary = page.getByTestId('form-error-summary');
    await summary.waitFor();
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await summary.innerText()).toContain('保存できませんでした。次の1件を直してください。');
    const link = summary.getByRole('link', { name: `「CSS の基本 ${stamp}」の集中（日）：標準日数は0〜3650の整数で入力してください。` });
    await link.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-error-summary');
    expect(await page.getByLabel(/^コース名/).inputValue()).toBe(`保存の確認コース（改） ${stamp}`);
    expect(await entries.count()).toBe(2);
    // The field's own message is under its row at the row's width, not squeezed into the narrow field.
    const rowErrors = entries.nth(1).getByTestId('course-curriculum-row-errors');
    expect(await rowErrors.innerText()).toBe('集中（日）：標準日数は0〜3650の整数で入力してください。');
    const box = await rowErrors.boundingBox();
    expect(box!.height).toBeLessThan(30);
    const field = entries.nth(1).getByLabel('集中（日）');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toBe(await rowErrors.getAttribute('id'));
    expect((await courseByApi(course.id)).curricula).toEqual([]);
    await settle(page);
    await screenshot(page, 'admin-course-editor-error-1280-ja');
    await expectNoAxeViolations(page);
    // The link goes to the field.
    await link.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await field.getAttribute('id'));

    // Leaving asks first: a link of the app, and the browser's back button; staying keeps everything.
    await page.getByRole('link', { name: 'コース一覧へ' }).click();
    const ask = page.getByRole('dialog', { name: '保存していない変更があります' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'このページに残る' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/admin/course/${course.id}`);
    await page.goBack();
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/course/${course.id}`);
    await ask.getByRole('button', { name: 'このページに残る' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('4000');
    // A reload asks through the browser.
    const unload = page.waitForEvent('dialog');
    void page.reload({ timeout: 3_000 }).catch(() => undefined);
    const dialog = await unload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(await field.inputValue()).toBe('4000');

    // Fixed and saved: the summary goes, nothing asks on leaving, and a reload finds everything.
    await field.fill('5');
    await page.getByTestId('course-save').click();
    await summary.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await courseByApi(course.id)).curricula.length).toBe(2);
    const saved = await courseByApi(course.id);
    expect(saved.name).toBe(`保存の確認コース（改） ${stamp}`);
    expect(saved.curricula.map((entry) => [entry.curriculum_id, entry.position, entry.normal_days, entry.intensive_days])).toEqual([
      [html.curriculum.id, 1, 12, 6],
      [css.curriculum.id, 2, 9, 5],
    ]);
    await page.reload();
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(1).getByLabel('集中（日）').inputValue()).toBe('5');
    expect(await entries.nth(0).innerText()).toContain(`HTML の基本 ${stamp}`);
    // The history names the curricula it changed.
    const history = page.getByTestId('history-list');
    await expect.poll(() => history.innerText()).toContain(`HTML の基本 ${stamp}（通常12日・集中6日）`);
    await settle(page);
    await screenshot(page, 'admin-course-history-1280-ja');
    await page.getByRole('link', { name: 'コース一覧へ' }).click();
    await page.waitForURL(/\/admin\/course$/);
    expect(await ask.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('shows a reader the editors without their controls, and says why a curriculum in use cannot be deleted', async () => {
    const { curriculum, steps } = await createCurriculum(`閲覧用 ${stamp}`, [{ title: 'はじめに', body: '# はじめに\n\n読むだけです。' }]);
    const course = await createCourse({ name: `閲覧用コース ${stamp}`, curricula: [{ curriculum_id: curriculum.id, normal_days: 5, intensive_days: 2 }] });
    const { page, problems, close } = await signedInPage(browser(), 'admin', reader.email);
    await page.goto(`/admin/course/${course.id}`);
    await page.getByTestId('course-curriculum-row').waitFor();
    expect(await page.getByTestId('course-save').count()).toBe(0);
    expect(await page.getByTestId('drag-handle').count()).toBe(0);
    expect(await page.getByLabel('通常（日）').isDisabled()).toBe(true);
    await page.goto(`/admin/curriculum/step/${steps[0]!.id}`);
    await page.getByTestId('step-preview').getByRole('heading', { name: 'はじめに' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Markdown' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('step-save').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();

    // The install's administrator may delete curricula: the row's menu says why this one cannot go.
    const admin = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await admin.page.goto(`/admin/curriculum?q=${encodeURIComponent(`閲覧用 ${stamp}`)}`);
    await admin.page.getByRole('row', { name: new RegExp(`閲覧用 ${stamp}`) }).getByRole('button').last().click();
    const blocked = admin.page.getByRole('menuitem', { name: /削除する/ });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    expect(await blocked.innerText()).toContain('1件のコースで使われているため削除できません');
    expect(admin.problems).toEqual([]);
    await admin.close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the course editor and the step editor with its Markdown preview (%s, %s)', async (label, viewport, language) => {
    const { curriculum, steps } = await createCurriculum(`Git 入門 ${stamp} ${label}${language}`, [
      { title: 'コミットの流れ', body: '## コミット\n\n1. 変更を確かめる\n2. `git add`\n3. `git commit`\n\n```sh\ngit add .\ngit commit -m "最初のコミット"\n```\n\n> 小さく、こまめに。', standard_hours: 1.5 },
      { title: 'ブランチ', step_type: 0, standard_hours: 2 },
    ]);
    const other = await createCurriculum(`GitHub で共同作業 ${stamp} ${label}${language}`, [{ title: 'プルリクエスト' }]);
    const course = await createCourse({
      name: `チーム開発コース ${stamp} ${label}${language}`,
      description: 'Git と GitHub を使ったチーム開発の基本',
      curricula: [
        { curriculum_id: curriculum.id, normal_days: 10, intensive_days: 4 },
        { curriculum_id: other.curriculum.id, normal_days: 6, intensive_days: 3 },
      ],
    });
    const account = language === 'en' ? englishEditor.email : INSTALL_ADMIN.email;
    const { page, problems, close } = await signedInPage(browser(), 'admin', account, viewport);
    if (language === 'en') {
      await page.getByTestId('profile-menu-button').click();
      await page.locator('[role="menuitem"][lang="en"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.keyboard.press('Escape');
    }
    await page.goto(`/admin/course?q=${encodeURIComponent(course.name)}`);
    await page.getByRole('main').getByText(course.name).first().waitFor();
    await settle(page);
    await screenshot(page, `admin-course-list-${label}-${language}`);
    await expectNoAxeViolations(page);
    // The name is whole while the grid has room (a column of lower priority gives way first), and so are the days.
    if (label === 'desktop') expect(await cutTexts(page, '[data-field="name"] a, [data-field="normal_days"] [data-full-text]')).toEqual([]);
    await page.goto(`/admin/curriculum?q=${encodeURIComponent(stamp)}`);
    await page.getByRole('main').getByText(curriculum.name).first().waitFor();
    await settle(page);
    await screenshot(page, `admin-curriculum-list-${label}-${language}`);
    await expectNoAxeViolations(page);
    if (label === 'desktop') expect(await cutTexts(page, '[data-field="name"] a, .MuiDataGrid-columnHeaderTitle')).toEqual([]);

    await page.goto(`/admin/course/${course.id}`);
    await expect.poll(() => page.getByTestId('course-curriculum-row').count()).toBe(2);
    await settle(page);
    await screenshot(page, `admin-course-editor-${label}-${language}`);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/curriculum/step/${steps[0]!.id}`);
    await page.getByTestId('step-preview').getByRole('heading', { name: 'コミット' }).waitFor();
    await settle(page);
    await screenshot(page, `admin-step-editor-${label}-${language}`);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/curriculum/${curriculum.id}`);
    await expect.poll(() => page.getByTestId('step-row').count()).toBe(2);
    await settle(page);
    await screenshot(page, `admin-curriculum-editor-${label}-${language}`);

    // A save that fails: the summary on top, the row's message under the row, readable at this width.
    await page.goto(`/admin/course/${course.id}`);
    const rows = page.getByTestId('course-curriculum-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(1).locator('input').nth(1).fill('');
    await page.getByTestId('course-save').click();
    await page.getByTestId('form-error-summary').waitFor();
    const rowErrors = rows.nth(1).getByTestId('course-curriculum-row-errors');
    // One line at 1280; at most two at 390 (the row is the phone's whole width).
    expect((await rowErrors.boundingBox())!.height).toBeLessThan(label === 'desktop' ? 30 : 50);
    await settle(page);
    await screenshot(page, `admin-course-editor-error-${label}-${language}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
