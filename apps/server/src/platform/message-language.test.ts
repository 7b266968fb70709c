import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { preferredLanguage } from './request-language.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t)).token;
});
afterAll(() => t.close());

// A contract's own message (name, phone), a label inside a message (name_kana) and zod's own (has_consulting_flg).
const INVALID_COMPANY = { name: ' ', name_kana: 'カ'.repeat(201), phone: 'abc', has_consulting_flg: 'yes' };

describe('messages in the language of the request', () => {
  it('answers a validation error in Japanese by default, as before', async () => {
    const response = await t.call('POST', '/api/admin/company', token, INVALID_COMPANY);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; details: Record<string, string> }>();
    expect(body.code).toBe('validation');
    expect(body.message).toMatch(/^入力内容に誤りがあります。\nname: 会社名を入力してください。/);
    expect(body.details).toMatchObject({
      name: '会社名を入力してください。',
      name_kana: '会社名（カナ）は200文字以内で入力してください。',
      phone: '電話番号は半角数字とハイフンで入力してください（例: 03-1234-5678）。',
    });
    expect(body.details.has_consulting_flg).toMatch(/[ぁ-ん]/);
  });

  it('answers it in English, details and all, when Accept-Language prefers English', async () => {
    const response = await t.call('POST', '/api/admin/company', token, INVALID_COMPANY, { 'accept-language': 'en-GB,en;q=0.9,ja;q=0.5' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; details: Record<string, string> }>();
    expect(body.details).toEqual({
      name: 'Enter the company name.',
      name_kana: 'The company name (kana) must be at most 200 characters.',
      phone: 'Enter the phone number with digits and hyphens (e.g. 03-1234-5678).',
      has_consulting_flg: 'Invalid input: expected boolean, received string',
    });
    expect(body.message).toBe(
      'Some of the input is not valid.\n' +
        'name: Enter the company name.\n' +
        'name_kana: The company name (kana) must be at most 200 characters.\n' +
        'phone: Enter the phone number with digits and hyphens (e.g. 03-1234-5678).\n' +
        'has_consulting_flg: Invalid input: expected boolean, received string',
    );
    expect(JSON.stringify(body)).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it('translates the errors services throw, and the default ones', async () => {
    const english = { 'accept-language': 'en' };
    const missing = await t.call('GET', '/api/admin/company/2147483000', token, undefined, english);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('The company was not found. It may have been deleted.');
    const signedOut = await t.call('GET', '/api/admin/company', undefined, undefined, english);
    expect(signedOut.json<{ message: string }>().message).toBe('Please sign in again.');
    const login = await t.call('POST', '/api/student/login', undefined, { email: 'nobody@example.com', password: 'wrong-password' }, english);
    expect(login.json<{ message: string }>().message).toBe('The e-mail address or password is incorrect.');
    const unknown = await t.call('GET', '/api/no-such-route', undefined, undefined, english);
    expect(unknown.json<{ message: string }>().message).toBe('GET /api/no-such-route does not exist.');
  });
});

describe('preferredLanguage', () => {
  it('takes the highest ranked of Japanese and English, Japanese when neither is named', () => {
    expect(preferredLanguage(undefined)).toBe('ja');
    expect(preferredLanguage('*')).toBe('ja');
    expect(preferredLanguage('fr-FR,fr;q=0.9')).toBe('ja');
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('en-US,en;q=0.9')).toBe('en');
    expect(preferredLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(preferredLanguage('fr;q=1,en;q=0.4,ja;q=0.6')).toBe('ja');
    expect(preferredLanguage('ja;q=0,en;q=0.1')).toBe('en');
  });
});
