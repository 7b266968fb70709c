import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, PNG_BYTES } from '../test/multipart.ts';
import { createAdmin, createCompany, createStudent } from '../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { findUnsafeText } from './hostile-input.ts';

describe('findUnsafeText', () => {
  it('finds control characters and lone surrogates, in values and keys, and keeps line breaks and tabs', () => {
    expect(findUnsafeText({ a: ['ok', 'x\u0000'] })).toEqual(['a', 1]);
    expect(findUnsafeText({ 'k\u0007': 1 })).toEqual(['k\u0007']);
    expect(findUnsafeText('\ud83d')).toEqual([]);
    expect(findUnsafeText({ text: '一行目\r\n\t二行目 😀', n: 1, b: null })).toBeUndefined();
    expect(findUnsafeText('\u007f')).toEqual([]);
  });
});

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  student = (await createStudent(t, (await createCompany(t)).id)).token;
});
afterAll(() => t.close());


describe('the reported 500s answer 400 with the field named', () => {
  it.each([
    ['GET', '/api/admin/student?q=a%00b', 'admin', undefined, 'q'],
    ['GET', '/api/admin/company?q=%00', 'admin', undefined, 'q'],
    ['GET', '/api/admin/administrator?q=%00', 'admin', undefined, 'q'],
    ['POST', '/api/admin/login', undefined, { email: 'someone@example.com\u0000', password: 'x' }, 'email'],
    ['POST', '/api/student/password_reset/send_email', undefined, { email: 'a\u0000@example.com' }, 'email'],
    ['PUT', '/api/student/mypage', 'student', { name: '学習\u0000さくら' }, 'name'],
    ['GET', '/api/admin/student/2147483648', 'admin', undefined, 'id'],
    ['GET', '/api/admin/student?company_id=2147483648', 'admin', undefined, 'company_id'],
    ['GET', '/api/admin/company?sales_owner_id=2147483648', 'admin', undefined, 'sales_owner_id'],
    ['POST', '/api/student/informations/read', 'student', { id: 2147483648 }, 'id'],
  ] as const)('%s %s', async (method, url, who, payload, field) => {
    const response = await t.call(method, url, who === 'admin' ? admin : who === 'student' ? student : undefined, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ details: Record<string, string> }>().details).toHaveProperty(field);
  });

  it('answers a broken or mislabelled multipart upload with 400 or 415', async () => {
    const truncated = await t.call('POST', '/api/student/mypage/icon', student, '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', { 'content-type': 'multipart/form-data; boundary=b' });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ code: 'bad_multipart' });
    const noBoundary = await t.call('POST', '/api/student/mypage/icon', student, 'garbage', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.call('POST', '/api/student/mypage/icon', student, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses control characters in a notice sent as multipart JSON', async () => {
    const body = JSON.stringify({ name: '件名\u0000', content: '本文', priority: 0, notice_target: 0, publish_status: 0 });
    const response = await t.call('POST', '/api/admin/information', admin, `--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n${body}\r\n--b--\r\n`, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ details: Record<string, string> }>().details).toHaveProperty('name');
  });

  it('refuses control characters in the file name of a notice image (it is stored and shown)', async () => {
    const body = { name: '件名', content: '本文', priority: 0, notice_target: 0, publish_status: 0, information_files: [{ changed: 0, name: 'a.png' }] };
    for (const filename of ['a\u0000.png', 'a\u001b[31m.png']) {
      const { payload, headers } = multipartPayload([{ name: 'data', value: JSON.stringify(body) }, { name: 'images', filename, contentType: 'image/png', bytes: PNG_BYTES }]);
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/information', headers: { ...bearer(admin), ...headers }, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ details: Record<string, string> }>().details).toHaveProperty('images.0');
    }
  });
});
