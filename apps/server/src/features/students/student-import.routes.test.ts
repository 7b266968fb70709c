import { STUDENT_IMPORT_TEMPLATE } from '@manabiya/domain/contracts/student-csv';
import type { StudentImportPreview, StudentImportResult, StudentItem } from '@manabiya/domain/contracts/students';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createCompany, createStudents } from '../../test/factories.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let companyId: number;
let companyName: string;
/** A student already registered, whose address a file may not take again. */
let takenEmail: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  admin = (await createAdmin(t)).token;
  ({ id: companyId, name: companyName } = await createCompany(t, { name: `テスト工業株式会社 ${Date.now()}` }));
  takenEmail = (await createStudents(t, companyId, 1))[0]!.email;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const HEADER = STUDENT_IMPORT_TEMPLATE.split('\r\n')[0]!;
const countStudents = async () => (await t.db.select({ id: students.id }).from(students)).length;

describe('student CSV import', () => {
  it('previews every row with its parsed values and its errors', async () => {
    const studentsBefore = await countStudents();
    const csv = [
      `\uFEFF${HEADER}`,
      `取込 一郎,トリコミ イチロウ,import1@example.com,${companyId},受講中,a,集中,2026/4/1,2026-09-30,1990-01-02,男性,東京都`,
      `,,not-an-email,abc,9,E,5,2026-13-01,,,7,48`,
      `取込 二郎,,${takenEmail},99999,退会,,,2026-05-01,2026-04-01,,,`,
      `取込 三郎,,IMPORT1@example.com,${companyId},0,,,,,,,`,
    ].join('\r\n');
    const response = await t.call('POST', '/api/admin/student/import/preview', admin, { csv });
    expect(response.statusCode).toBe(200);
    const preview = response.json<StudentImportPreview>();
    expect(preview).toMatchObject({ total: 4, error_rows: 3, valid: false });
    const [first, second, third, fourth] = preview.rows;
    expect(first).toEqual({
      line: 2,
      values: {
        name: '取込 一郎', name_kana: 'トリコミ イチロウ', email: 'import1@example.com', company_id: companyId, company_name: companyName, status: 0, grade: 'A',
        course_mode: 1, start_date: '2026-04-01', end_date: '2026-09-30', birthday: '1990-01-02', gender: 1, prefecture_id: 13, prefecture_name: '東京都',
      },
      errors: {},
    });
    expect(second!.line).toBe(3);
    expect(Object.keys(second!.errors).sort()).toEqual(
      ['company_id', 'course_mode', 'email', 'gender', 'grade', 'name', 'prefecture_id', 'start_date', 'status'].sort(),
    );
    expect(third!.errors).toMatchObject({
      email: expect.stringContaining('すでに登録'),
      company_id: expect.stringContaining('99999'),
      status: expect.stringContaining('退会'),
    });
    expect(fourth!.errors).toEqual({ email: '2行目と同じメールアドレスです。' });
    expect(await countStudents()).toBe(studentsBefore);
  });

  it('writes nothing unless every row is valid', async () => {
    const before = await countStudents();
    const csv = [HEADER, `取込 四郎,,import4@example.com,${companyId},,,,,,,,`, `取込 五郎,,bad-address,${companyId},,,,,,,,`].join('\n');
    const response = await t.call('POST', '/api/admin/student/import', admin, { csv });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; details: Record<string, string> }>();
    expect(body.message).toContain('3行目');
    expect(body.details).toHaveProperty(['rows.3.email']);
    expect(await countStudents()).toBe(before);
  });

  it('refuses a file without the header row, an empty file and a file over 2 MB', async () => {
    const noHeader = await t.call('POST', '/api/admin/student/import/preview', admin, { csv: '氏名,メールアドレス\n山田,a@example.com\n' });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json<{ message: string }>().message).toContain('会社名');
    expect((await t.call('POST', '/api/admin/student/import/preview', admin, { csv: '' })).statusCode).toBe(400);
    const huge = await t.call('POST', '/api/admin/student/import/preview', admin, { csv: `${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ message: string }>().message).toContain('2MB');
  });

  it('imports every row in one go with audit entries, and invites them when asked', async () => {
    const before = await countStudents();
    const csv = [
      HEADER,
      `取込 六郎,トリコミ ロクロウ,import6@example.com,${companyId},0,S,0,2026-04-01,2026-09-30,1991-02-03,1,13`,
      `"取込, 七子",,import7@example.com,${companyId},卒業,D,通常,,,,女性,27`,
    ].join('\r\n');
    const response = await t.call('POST', '/api/admin/student/import', admin, { csv, send_invitations: true });
    expect(response.statusCode).toBe(201);
    const result = response.json<StudentImportResult>();
    expect(result).toMatchObject({ created: 2, invited: 2 });
    expect(await countStudents()).toBe(before + 2);

    const seventh = await t.call('GET', `/api/admin/student/${result.ids[1]}`, admin);
    expect(seventh.json<StudentItem>()).toMatchObject({ name: '取込, 七子', status: 1, grade: 'D', gender: 2, prefecture_id: 27, password_set: false });

    const audits = await t.db.select().from(auditLogs);
    expect(audits.filter((row) => row.entity_type === 'student' && result.ids.includes(row.entity_id) && row.action === 'create')).toHaveLength(2);

    // The mailer coalesces wake-ups while a batch is running (a mail enqueued meanwhile waits for its
    // 30-second retry timer); drain the outbox so the test need not wait for that timer.
    await t.app.mailer.deliverDue();
    await t.app.mailer.deliverDue();
    for (const email of ['import6@example.com', 'import7@example.com']) {
      const mail = await smtp.waitForMail(email);
      expect(mailText(mail.raw)).toContain('/student/reset-password?token=');
    }

    // The same file again: every address is now taken, so nothing more is written.
    const again = await t.call('POST', '/api/admin/student/import', admin, { csv });
    expect(again.statusCode).toBe(400);
    expect(await countStudents()).toBe(before + 2);
  });

  it('finds companies by name or ID, reads enums by their words, old words and codes, and says what is wrong in words', async () => {
    const fullWidthName = companyName.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    const csv = [
      HEADER,
      `名前 一郎,なまえ いちろう,byname1@example.com,${fullWidthName},修了（サーバーサイドコース）,,集中,2026/4/1,,1990/4/1,女性,大阪府`,
      `名前 二郎,,byname2@example.com,${companyId},卒業（その他）,,0,,,,,`,
      `名前 三郎,Sanro,byname3@example.com,存在しない会社,卒業(サーバー),,速習,,,2099/1/1,その他,大阪`,
    ].join('\r\n');
    const preview = (await t.call('POST', '/api/admin/student/import/preview', admin, { csv })).json<StudentImportPreview>();
    const [first, second, third] = preview.rows;
    expect(first!.errors).toEqual({});
    expect(first!.values).toMatchObject({ company_id: companyId, company_name: companyName, status: 2, name_kana: 'ナマエ イチロウ', start_date: '2026-04-01', birthday: '1990-04-01', prefecture_id: 27, prefecture_name: '大阪府' });
    expect(second!.errors).toEqual({});
    expect(second!.values).toMatchObject({ company_name: companyName, status: 3 });
    expect(third!.errors).toEqual({
      company_id: '「存在しない会社」という会社は登録されていません。会社一覧にある名前で入力してください。',
      status: 'ステータスは 受講中、修了（フロントエンドコース）、修了（サーバーサイドコース）、修了（その他のコース） のいずれかで入力してください。',
      course_mode: '受講形態は 通常、集中 のいずれかで入力してください。',
      gender: '性別は 男性、女性、未回答 のいずれかで入力してください。',
      prefecture_id: '都道府県は「東京都」のように都道府県名で入力してください。',
      name_kana: 'フリガナはカタカナで入力してください（ひらがなはカタカナに直します）。',
      birthday: '生年月日には今日より前の日付を入力してください。',
    });
    // No internal code reaches the reader.
    for (const message of Object.values(third!.errors)) expect(message).not.toMatch(/\d（|（\d/);

    const english = (await t.call('POST', '/api/admin/student/import/preview', admin, { csv }, { 'accept-language': 'en' })).json<StudentImportPreview>();
    expect(english.rows[2]!.errors.company_id).toBe('No company named “存在しない会社” is registered. Enter a name from the company list.');
    expect(english.rows[2]!.errors.birthday).toBe('Enter a date of birth before today.');
  });

  it('offers a template whose example rows preview as valid once the company exists', async () => {
    const rows = STUDENT_IMPORT_TEMPLATE.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('会社名');
    expect(rows[0]).not.toContain('会社ID');
    const company = await t.call('POST', '/api/admin/company', admin, { name: 'テスト工業株式会社' });
    expect([201, 409]).toContain(company.statusCode);
    const preview = (await t.call('POST', '/api/admin/student/import/preview', admin, { csv: STUDENT_IMPORT_TEMPLATE })).json<StudentImportPreview>();
    expect(preview.rows.map((row) => row.errors)).toEqual([{}, {}]);
    expect(preview.rows[0]!.values).toMatchObject({ status: 0, course_mode: 0, gender: 1, prefecture_name: '東京都', start_date: '2026-04-01' });
  });

  it('sends no invitations unless asked', async () => {
    const csv = [HEADER, `取込 八郎,,import8@example.com,${companyId},,,,,,,,`].join('\n');
    expect((await t.call('POST', '/api/admin/student/import', admin, { csv })).statusCode).toBe(201);
    // No mail is even queued in the outbox, where every mail starts.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'import8@example.com'))).toEqual([]);
    expect(smtp.received.some((mail) => mail.to.includes('import8@example.com'))).toBe(false);
  });
});

describe('a large import', () => {
  it('commits 5,000 rows with their history and invitations in one transaction, in seconds', async () => {
    const before = await countStudents();
    const stamp = Date.now();
    const lines = Array.from({ length: 5_000 }, (_, i) => `大量 ${i + 1},タイリョウ,bulk${stamp}-${i}@example.com,${companyId},受講中,,,2026-04-01,,,,`);
    const started = performance.now();
    const response = await t.call('POST', '/api/admin/student/import', admin, { csv: [HEADER, ...lines].join('\r\n'), send_invitations: true });
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(response.json<StudentImportResult>()).toMatchObject({ created: 5_000, invited: 5_000 });
    expect(await countStudents()).toBe(before + 5_000);
    const ids = response.json<StudentImportResult>().ids;
    const history = await t.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.entity_id, ids.at(-1)!));
    expect(history).toHaveLength(1);
    const queued = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to_address, `bulk${stamp}-4999@example.com`));
    expect(queued).toHaveLength(1);
    console.log(`import of 5,000 rows with invitations: ${seconds.toFixed(1)} s`);
  }, 120_000);
});
