import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { StudentItem } from '@manabiya/domain/contracts/students';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createAdmin, createCompany, createStudent, staffWith } from '../../test/factories.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let adminName: string;
let sales: string;
/** A consulting company with one signed-up student; a plain one with five. */
let demoCompanyId: number;
let sampleCompanyId: number;
let sakuraEmail: string;
let student2Email: string;
const STUDENTS = 6;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  ({ token: admin, name: adminName } = await createAdmin(t));
  sales = (await staffWith(t, { student: ACCESS_LEVEL.read })).token;
  demoCompanyId = (await createCompany(t, { name: 'アルファ株式会社', has_consulting_flg: true })).id;
  sampleCompanyId = (await createCompany(t, { name: 'ベータ商事', has_consulting_flg: false })).id;
  sakuraEmail = (await createStudent(t, demoCompanyId, { name: '検索 さくら', name_kana: 'ケンサク サクラ' })).email;
  student2Email = (await createStudent(t, sampleCompanyId)).email;
  for (let i = 2; i < STUDENTS; i++) await createStudent(t, sampleCompanyId);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});


const newStudent = (overrides: object = {}) => ({
  name: '試験 一郎',
  name_kana: 'シケン イチロウ',
  email: `new-${Math.random().toString(36).slice(2)}@example.com`,
  company_id: demoCompanyId,
  status: 0,
  grade: 'B',
  course_mode: 1,
  start_date: '2026-04-01',
  end_date: '2026-09-30',
  birthday: '1995-05-10',
  gender: 1,
  prefecture_id: 13,
  send_invitation: false,
  ...overrides,
});

describe('admin students', () => {
  it('lists with search, filters, sorting and the company consulting flag', async () => {
    const all = await t.call('GET', '/api/admin/student?page_size=200', admin);
    expect(all.statusCode).toBe(200);
    const body = all.json<{ items: StudentItem[]; total: number; page: number; page_size: number }>();
    expect(body.total).toBe(STUDENTS);
    expect(body).toMatchObject({ page: 0, page_size: 200 });
    const sakura = body.items.find((item) => item.email === sakuraEmail)!;
    expect(sakura).toMatchObject({ company_name: 'アルファ株式会社', consulting: true, password_set: true });
    expect(body.items.find((item) => item.email === student2Email)).toMatchObject({ company_name: 'ベータ商事', consulting: false });

    const searched = await t.call('GET', `/api/admin/student?q=${encodeURIComponent('ケンサク')}`, admin);
    expect(searched.json<{ items: StudentItem[] }>().items.map((item) => item.email)).toEqual([sakuraEmail]);

    // One search key (decision 030): half-width kana, hiragana, the name's own hiragana typed in katakana,
    // full-width and upper-case letters of the address all find her.
    for (const term of ['ｹﾝｻｸ', 'けんさく', '検索 サクラ', sakuraEmail.toUpperCase(), sakuraEmail.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))]) {
      const found = await t.call('GET', `/api/admin/student?q=${encodeURIComponent(term)}`, admin);
      expect(found.json<{ items: StudentItem[] }>().items.map((item) => item.email), term).toEqual([sakuraEmail]);
    }

    // A typed % matches itself, not everything.
    expect((await t.call('GET', '/api/admin/student?q=%25', admin)).json<{ total: number }>().total).toBe(0);

    const sample = await t.call('GET', `/api/admin/student?company_id=${sampleCompanyId}&page_size=5&page=0`, admin);
    const sampleBody = sample.json<{ items: StudentItem[]; total: number }>();
    expect(sampleBody.items.length).toBe(5);
    expect(sampleBody.items.every((item) => item.company_id === sampleCompanyId)).toBe(true);

    const graduated = await t.call('GET', '/api/admin/student?status=1', admin);
    expect(graduated.json<{ items: StudentItem[] }>().items.every((item) => item.status === 1)).toBe(true);

    const sorted = await t.call('GET', '/api/admin/student?sort=email&order=desc&page_size=3', admin);
    const emails = sorted.json<{ items: StudentItem[] }>().items.map((item) => item.email);
    expect(emails).toEqual([...emails].sort().reverse());

    expect((await t.call('GET', '/api/admin/student?sort=password_hash', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/student?page_size=500', admin)).statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a student, with its history', async () => {
    const created = await t.call('POST', '/api/admin/student', admin, newStudent({ email: 'Crud.Student@example.com' }));
    expect(created.statusCode).toBe(201);
    const student = created.json<StudentItem>();
    expect(student).toMatchObject({ email: 'Crud.Student@example.com', company_name: 'アルファ株式会社', grade: 'B', course_mode: 1, password_set: false, retire_reason: null });

    expect((await t.call('GET', `/api/admin/student/${student.id}`, admin)).json()).toEqual(student);

    const updated = await t.call('PUT', `/api/admin/student/${student.id}`, admin, {
      ...newStudent({ email: 'crud.student@example.com' }),
      send_invitation: undefined,
      name: '試験 二郎',
      status: 4,
      retire_reason: 2,
      retire_date: '2026-06-01',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '試験 二郎', status: 4, retire_reason: 2, retire_date: '2026-06-01' });

    // Another status clears the retire fields.
    const back = await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...newStudent({ email: 'crud.student@example.com' }), retire_reason: 1, retire_date: '2026-06-01' });
    expect(back.json()).toMatchObject({ status: 0, retire_reason: null, retire_date: null });

    const history = await t.call('GET', `/api/admin/student/${student.id}/history`, admin);
    expect(history.statusCode).toBe(200);
    const entries = history.json<AuditEntry[]>();
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(entries[1]!.changes).toMatchObject({ name: ['試験 一郎', '試験 二郎'], status: [0, 4] });
    expect(entries[2]!.staff_name).toBe(adminName);
    expect(JSON.stringify(entries)).not.toContain('password_hash');

    expect((await t.call('DELETE', `/api/admin/student/${student.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/student/${student.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/student/${student.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/admin/student/${student.id}`, admin, newStudent())).statusCode).toBe(404);
  });

  it('refuses invalid fields with details per field', async () => {
    const retired = await t.call('POST', '/api/admin/student', admin, newStudent({ status: 4 }));
    expect(retired.statusCode).toBe(400);
    expect(retired.json<{ details: Record<string, string> }>().details).toMatchObject({
      retire_reason: expect.stringContaining('退会理由'),
      retire_date: expect.stringContaining('退会日'),
    });

    const bad = await t.call('POST', '/api/admin/student', admin, newStudent({ name: ' ', email: 'not-an-email', grade: 'E', gender: 4, prefecture_id: 48, end_date: '2026-03-01' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ details: Record<string, string> }>().details)).toEqual(
      expect.arrayContaining(['name', 'email', 'grade', 'gender', 'prefecture_id']),
    );

    const period = await t.call('POST', '/api/admin/student', admin, newStudent({ end_date: '2026-03-01' }));
    expect(period.json<{ details: Record<string, string> }>().details).toEqual({ end_date: expect.stringContaining('受講開始日以降') });

    const company = await t.call('POST', '/api/admin/student', admin, newStudent({ company_id: 99999 }));
    expect(company.statusCode).toBe(400);
    expect(company.json<{ details: Record<string, string> }>().details).toHaveProperty('company_id');
  });

  it('answers 409 for an email already used, whatever its case', async () => {
    const response = await t.call('POST', '/api/admin/student', admin, newStudent({ email: sakuraEmail.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ details: Record<string, string> }>().details).toHaveProperty('email');

    const other = (await t.call('POST', '/api/admin/student', admin, newStudent())).json<StudentItem>();
    const clash = await t.call('PUT', `/api/admin/student/${other.id}`, admin, newStudent({ email: student2Email.replace(/^s/, 'S').replace('example.com', 'Example.com') }));
    expect(clash.statusCode).toBe(409);
  });

  it('lets sales read the list but refuses its writes with 403', async () => {
    expect((await t.call('GET', '/api/admin/student', sales)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/student', sales, newStudent())).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/student/1', sales, newStudent())).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/admin/student/1', sales)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/student/csv', sales)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/student/import/preview', sales, { csv: '' })).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV with a BOM and formula cells escaped', async () => {
    const formula = (await t.call('POST', '/api/admin/student', admin, newStudent({ name: '=HYPERLINK("x")', company_id: sampleCompanyId }))).json<StudentItem>();
    const response = await t.call('GET', `/api/admin/student/csv?company_id=${sampleCompanyId}&sort=id`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('受講生一覧.csv')}`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,氏名,フリガナ,メールアドレス,会社ID,会社名/);
    expect(lines.some((line) => line.includes(student2Email) && line.includes('ベータ商事'))).toBe(true);
    expect(lines.some((line) => line.includes(sakuraEmail))).toBe(false);
    expect(lines.find((line) => line.startsWith(`${formula.id},`))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('invites a new student by mail; the invitee sets a password and signs in', async () => {
    const created = await t.call('POST', '/api/admin/student', admin, newStudent({ email: 'invited.student@example.com', send_invitation: undefined }));
    expect(created.statusCode).toBe(201);
    const mail = await smtp.waitForMail('invited.student@example.com');
    const link = /https:\/\/manabiya\.example\/student\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mailText(mail.raw))?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/student/password_reset/reset', payload: { token, password: 'my-own-passphrase' } });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: 'invited.student@example.com', password: 'my-own-passphrase' } });
    expect(login.statusCode).toBe(200);

    // Without the invitation flag nothing is mailed: no mail is even queued in the outbox, where every mail starts.
    expect((await t.call('POST', '/api/admin/student', admin, newStudent({ email: 'quiet.student@example.com' }))).statusCode).toBe(201);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'quiet.student@example.com'))).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes('quiet.student@example.com'))).toBe(false);
  });

  it('deletes only a student who has not signed up yet', async () => {
    const sakura = (await t.call('GET', `/api/admin/student?q=${encodeURIComponent('ケンサク サクラ')}`, admin)).json<{ items: StudentItem[] }>().items[0]!;
    const refused = await t.call('DELETE', `/api/admin/student/${sakura.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('退会');
    expect((await t.call('GET', `/api/admin/student/${sakura.id}`, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an absent id', async () => {
    expect((await t.call('GET', '/api/admin/student/999999', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/student/999999/history', admin)).statusCode).toBe(404);
  });
});
