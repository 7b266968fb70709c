import fs from 'node:fs/promises';
import type { MypageProfile } from '@manabiya/domain/contracts/mypage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload } from '../../test/multipart.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { bearer, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let companyId: number;
const dataDir = `/tmp/manabiya-test-mypage-${process.pid}`;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  companyId = (await createCompany(t, { name: 'マイページ株式会社' })).id;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const multipart = (filename: string, bytes: Buffer, contentType: string) => multipartPayload([{ name: 'file', filename, contentType, bytes }]);


describe('student mypage', () => {
  it('shows and updates the own profile, with details for invalid fields', async () => {
    const { token, email } = await createStudent(t, companyId, { name: '学習 花子' });
    const profile = await t.call('GET', '/api/student/mypage', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<MypageProfile>()).toMatchObject({ name: '学習 花子', email, company_name: 'マイページ株式会社' });

    const updated = await t.call('PUT', '/api/student/mypage', token, { name: '学習 さくら子', name_kana: 'ガクシュウ サクラコ', birthday: '1996-03-04', gender: 2, prefecture_id: 26 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<MypageProfile>()).toMatchObject({ name: '学習 さくら子', birthday: '1996-03-04', prefecture_id: 26, prefecture_name: '京都府' });

    const invalid = await t.call('PUT', '/api/student/mypage', token, { name: '', birthday: '1996-02-30', gender: 9, prefecture_id: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ details: Record<string, string> }>().details).sort()).toEqual(['birthday', 'gender', 'name', 'prefecture_id']);
  });

  it('refuses company and staff sessions with 403', async () => {
    const { token: company } = await createCompanyUser(t, companyId);
    const { token: admin } = await createAdmin(t);
    for (const token of [company, admin]) {
      expect((await t.call('GET', '/api/student/mypage', token)).statusCode).toBe(403);
      expect((await t.call('PUT', '/api/student/mypage/password', token, { current_password: 'x', new_password: 'y-long-enough' })).statusCode).toBe(403);
    }
  });

  it('uploads a PNG icon, refuses a non-image with 415, and removes the icon', async () => {
    const { token } = await createStudent(t, companyId);
    const text = await t.app.inject({ method: 'POST', url: '/api/student/mypage/icon', ...withAuth(multipart('icon.png', Buffer.from('not an image at all'), 'image/png'), token) });
    expect(text.statusCode).toBe(415);

    const first = await t.app.inject({ method: 'POST', url: '/api/student/mypage/icon', ...withAuth(multipart('icon.png', PNG, 'image/png'), token) });
    expect(first.statusCode).toBe(200);
    const firstPath = first.json<{ profile_icon_path: string }>().profile_icon_path;
    expect(firstPath).toMatch(/^\/api\/files\/icon\/[a-f0-9]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(200);

    // A new icon replaces the old file.
    const second = await t.app.inject({ method: 'POST', url: '/api/student/mypage/icon', ...withAuth(multipart('again.png', PNG, 'image/png'), token) });
    const secondPath = second.json<{ profile_icon_path: string }>().profile_icon_path;
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/mypage', token)).json<MypageProfile>().profile_icon_path).toBe(secondPath);

    const removed = await t.call('DELETE', '/api/student/mypage/icon', token);
    expect(removed.json()).toEqual({ profile_icon_path: null });
    expect((await t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
  });

  it('changes the password: the current one is checked, other sessions end, this one stays', async () => {
    const { email, token: current } = await createStudent(t, companyId);
    const other = await loginAs(t.app, 'student', email);

    const wrong = await t.call('PUT', '/api/student/mypage/password', current, { current_password: 'not-my-password', new_password: 'a-brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: Record<string, string> }>().details).toHaveProperty('current_password');

    const short = await t.call('PUT', '/api/student/mypage/password', current, { current_password: TEST_PASSWORD, new_password: 'short' });
    expect(short.json<{ details: Record<string, string> }>().details).toHaveProperty('new_password');
    const common = await t.call('PUT', '/api/student/mypage/password', current, { current_password: TEST_PASSWORD, new_password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json<{ details: Record<string, string> }>().details).toHaveProperty('new_password');

    const changed = await t.call('PUT', '/api/student/mypage/password', current, { current_password: TEST_PASSWORD, new_password: 'a-brand-new-pass' });
    expect(changed.statusCode).toBe(200);
    expect((await t.call('GET', '/api/student/check_access_token', current)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/student/check_access_token', other)).statusCode).toBe(401);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password: TEST_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password: 'a-brand-new-pass' } });
    expect(newLogin.statusCode).toBe(200);
  });
});

function withAuth(request: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: request.payload, headers: { ...request.headers, ...bearer(token) } };
}
