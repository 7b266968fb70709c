import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { OnboardingState, SiteContent } from '@manabiya/domain/contracts/onboarding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t)).id;
});
afterAll(() => t.close());


describe('student onboarding', () => {
  it('walks a new student through profile, initial survey and orientation to the dashboard', async () => {
    const { token } = await createStudent(t, companyId, { init_input_flg: 0 });
    const start = await t.call('GET', '/api/student/onboarding', token);
    expect(start.statusCode).toBe(200);
    expect(start.json<OnboardingState>()).toEqual({
      // No initial survey is open in this database, so step 2 has nothing to wait on (the surveys feature's tests walk it with one).
      steps: [
        { key: 'initial_profile', number: 1, done: false },
        { key: 'initial_survey', number: 2, done: true },
        { key: 'orientation', number: 3, done: false },
      ],
      current_step: 'initial_profile',
      completed: false,
    });

    const early = await t.call('POST', '/api/student/onboarding/complete', token);
    expect(early.statusCode).toBe(400);
    expect(early.json<{ details: Record<string, string> }>().details).toHaveProperty('initial_profile');

    const missing = await t.call('PUT', '/api/student/onboarding/profile', token, { name: '新規 翼', name_kana: '', gender: 3 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ details: Record<string, string> }>().details).sort()).toEqual(['birthday', 'name_kana', 'prefecture_id']);

    const saved = await t.call('PUT', '/api/student/onboarding/profile', token, {
      name: '新規 翼', name_kana: 'シンキ ツバサ', birthday: '2000-04-01', gender: 3, prefecture_id: 13,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OnboardingState>()).toMatchObject({ current_step: 'orientation', completed: false, steps: [{ done: true }, { done: true }, { done: false }] });

    const orientation = await t.call('GET', '/api/student/onboarding/orientation', token);
    expect(orientation.statusCode).toBe(200);
    expect(orientation.json<{ body_markdown: string }>().body_markdown).toContain('オリエンテーション');

    const done = await t.call('POST', '/api/student/onboarding/complete', token);
    expect(done.statusCode).toBe(200);
    expect(done.json<OnboardingState>()).toMatchObject({ current_step: null, completed: true });

    const session = await t.call('GET', '/api/student/check_access_token', token);
    expect(session.json<{ user: { init_input_flg: number; birthday: string } }>().user).toMatchObject({ init_input_flg: 1, birthday: '2000-04-01' });
    // Completing again changes nothing.
    expect((await t.call('POST', '/api/student/onboarding/complete', token)).statusCode).toBe(200);
  });

  it('refuses company sessions with 403', async () => {
    const { token: company } = await createCompanyUser(t, companyId);
    expect((await t.call('GET', '/api/student/onboarding', company)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/student/onboarding/complete', company)).statusCode).toBe(403);
  });
});

describe('orientation text', () => {
  it('is edited by staff with student write access, audited, and read by students', async () => {
    const { token: admin, name: adminName } = await createAdmin(t);
    const { token: sales } = await staffWith(t, { student: ACCESS_LEVEL.read });
    const { token: student } = await createStudent(t, companyId);

    const initial = await t.call('GET', '/api/admin/site_content/orientation', sales);
    expect(initial.statusCode).toBe(200);
    expect(initial.json<SiteContent>()).toMatchObject({ key: 'orientation', updated_at: null });

    expect((await t.call('PUT', '/api/admin/site_content/orientation', sales, { body_markdown: '# x' })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/site_content/orientation', admin, { body_markdown: '  ' })).statusCode).toBe(400);

    const markdown = '# ようこそ\n\n<script>alert(1)</script> は表示側で無害化します。';
    const saved = await t.call('PUT', '/api/admin/site_content/orientation', admin, { body_markdown: markdown });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SiteContent>()).toMatchObject({ body_markdown: markdown, updated_by_name: adminName });
    await t.call('PUT', '/api/admin/site_content/orientation', admin, { body_markdown: '# 改訂版' });

    expect((await t.call('GET', '/api/student/onboarding/orientation', student)).json()).toEqual({ body_markdown: '# 改訂版' });

    const history = await t.call('GET', '/api/admin/site_content/orientation/history', admin);
    const entries = history.json<AuditEntry[]>();
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes).toEqual({ body_markdown: [markdown, '# 改訂版'] });
  });
});
