import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CompanyItem, CompanyListResponse, CompanyStudentListResponse } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: { token: string; name: string };
let sales: string;
let salesStaff: { id: number; name: string };
/** A consulting, invoicing company with six students and one user; a plain one with two students and one user. */
let alpha: CompanyItem;
let beta: CompanyItem;
let alphaUserEmail: string;
let alphaStudentEmail: string;
let betaStudentEmail: string;
const ALPHA_STUDENTS = 6;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  const salesMember = await staffWith(t, { dashboard: ACCESS_LEVEL.read, company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read }, { mainRole: MAIN_ROLE.sales, name: '営業 担当' });
  sales = salesMember.token;
  salesStaff = salesMember;
  alpha = await createCompany(t, {
    name: 'アルファ株式会社',
    name_kana: 'アルファカブシキガイシャ',
    address: '東京都千代田区丸の内1-1-1',
    sales_owner_id: salesStaff.id,
    has_consulting_flg: true,
    student_invoice_enabled: true,
    contract_start: '2025-04-01',
    contract_end: '2027-03-31',
  });
  beta = await createCompany(t, {
    name: 'ベータ商事',
    name_kana: 'ベータショウジ',
    sales_owner_id: salesStaff.id,
    has_consulting_flg: false,
    student_invoice_enabled: false,
    contract_start: '2025-10-01',
  });
  alphaUserEmail = (await createCompanyUser(t, alpha.id)).email;
  await createCompanyUser(t, beta.id);
  alphaStudentEmail = (await createStudent(t, alpha.id, { name: '検索 花子', name_kana: 'ケンサク ハナコ' })).email;
  for (let i = 1; i < ALPHA_STUDENTS; i++) await createStudent(t, alpha.id);
  betaStudentEmail = (await createStudent(t, beta.id)).email;
  await createStudent(t, beta.id);
});
afterAll(() => t.close());

const validCompany = {
  name: 'テスト工業株式会社',
  name_kana: 'テストコウギョウ',
  address: '神奈川県横浜市西区みなとみらい3-3-3',
  phone: '045-111-2222',
  contact_person: '窓口 四郎',
  has_consulting_flg: true,
  student_invoice_enabled: false,
  contract_start: '2026-04-01',
  contract_end: '2027-03-31',
};

describe('company list', () => {
  it('lists companies with their sales owner and head counts, paginated', async () => {
    const list = await t.call('GET', '/api/admin/company', admin.token);
    expect(list.statusCode).toBe(200);
    const json = list.json<CompanyListResponse>();
    expect(json).toMatchObject({ page: 0, page_size: 50 });
    expect(json.total).toBeGreaterThanOrEqual(2);
    const first = json.items.find((c) => c.name === alpha.name)!;
    expect(first).toMatchObject({ sales_owner_name: salesStaff.name, company_user_count: 1, has_consulting_flg: true, contract_start: '2025-04-01' });
    expect(first.student_count).toBe(ALPHA_STUDENTS);
    const second = json.items.find((c) => c.name === beta.name)!;
    expect(second).toMatchObject({ company_user_count: 1, student_count: 2, student_invoice_enabled: false, contract_end: null });
  });

  it('searches name and kana, filters by flags and sales owner, sorts by a whitelisted column', async () => {
    expect((await t.call('GET', '/api/admin/company?q=' + encodeURIComponent('ベータショウ'), admin.token)).json<CompanyListResponse>().items.map((c) => c.name)).toEqual([beta.name]);
    expect((await t.call('GET', '/api/admin/company?q=%25', admin.token)).json<CompanyListResponse>().total).toBe(0);
    const consulting = await t.call('GET', '/api/admin/company?has_consulting_flg=true', admin.token);
    expect(consulting.json<CompanyListResponse>().items.every((c) => c.has_consulting_flg)).toBe(true);
    expect(consulting.json<CompanyListResponse>().items.map((c) => c.name)).toContain(alpha.name);
    const noInvoice = await t.call('GET', '/api/admin/company?student_invoice_enabled=false', admin.token);
    expect(noInvoice.json<CompanyListResponse>().items.map((c) => c.name)).toContain(beta.name);
    expect(noInvoice.json<CompanyListResponse>().items.map((c) => c.name)).not.toContain(alpha.name);
    expect((await t.call('GET', `/api/admin/company?sales_owner_id=${salesStaff.id}`, admin.token)).json<CompanyListResponse>().total).toBe(2);
    expect((await t.call('GET', '/api/admin/company?sales_owner_id=99999', admin.token)).json<CompanyListResponse>().total).toBe(0);

    const byStudents = await t.call('GET', '/api/admin/company?sort=student_count&order=desc&page_size=1', admin.token);
    expect(byStudents.json<CompanyListResponse>().items.map((c) => c.name)).toEqual([alpha.name]);
    expect(byStudents.json<CompanyListResponse>().page_size).toBe(1);
    const secondPage = await t.call('GET', '/api/admin/company?sort=student_count&order=desc&page_size=1&page=1', admin.token);
    expect(secondPage.json<CompanyListResponse>().items.map((c) => c.name)).toEqual([beta.name]);

    const badSort = await t.call('GET', '/api/admin/company?sort=password_hash', admin.token);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json<{ details: Record<string, string> }>().details).toHaveProperty('sort');
  });
});

describe('company create, update, delete', () => {
  it('creates and updates a company, recording both in its history', async () => {
    const created = await t.call('POST', '/api/admin/company', admin.token, { ...validCompany, sales_owner_id: salesStaff.id });
    expect(created.statusCode).toBe(201);
    expect(created.json<CompanyItem>()).toMatchObject({ ...validCompany, sales_owner_name: salesStaff.name, company_user_count: 0, student_count: 0 });

    const updated = await t.call('PUT', `/api/admin/company/${created.json<CompanyItem>().id}`, admin.token, {
      ...validCompany,
      name: 'テスト工業ホールディングス',
      phone: '',
      sales_owner_id: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CompanyItem>()).toMatchObject({ name: 'テスト工業ホールディングス', phone: null, sales_owner_id: null, sales_owner_name: null });

    const history = await t.call('GET', `/api/admin/company/${created.json<CompanyItem>().id}/history`, admin.token);
    expect(history.statusCode).toBe(200);
    expect(history.json<AuditEntry[]>().map((e) => e.action)).toEqual(['update', 'create']);
    expect(history.json<AuditEntry[]>()[0]).toMatchObject({
      staff_name: admin.name,
      changes: { name: ['テスト工業株式会社', 'テスト工業ホールディングス'], phone: ['045-111-2222', null], sales_owner_id: [salesStaff.id, null] },
    });
  });

  it('answers 400 with details for a missing name, a bad date, an end before the start and an unknown sales owner', async () => {
    const noName = await t.call('POST', '/api/admin/company', admin.token, { ...validCompany, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ details: Record<string, string> }>().details.name).toContain('会社名');

    const badDate = await t.call('POST', '/api/admin/company', admin.token, { ...validCompany, contract_start: '2026-13-01' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ details: Record<string, string> }>().details).toHaveProperty('contract_start');

    const reversed = await t.call('POST', '/api/admin/company', admin.token, {
      ...validCompany,
      contract_start: '2026-04-01',
      contract_end: '2026-03-31',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ details: Record<string, string> }>().details.contract_end).toContain('契約開始日以降');

    const unknownOwner = await t.call('POST', '/api/admin/company', admin.token, { ...validCompany, sales_owner_id: 99999 });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json<{ details: Record<string, string> }>().details.sales_owner_id).toBeDefined();

    const unknownOwnerOnUpdate = await t.call('PUT', `/api/admin/company/${alpha.id}`, admin.token, { ...validCompany, sales_owner_id: 99999 });
    expect(unknownOwnerOnUpdate.statusCode).toBe(400);
  });

  it('answers 404 for an absent company on every route that takes an id', async () => {
    expect((await t.call('PUT', '/api/admin/company/99999', admin.token, validCompany)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/company/99999', admin.token)).statusCode).toBe(404);
    for (const suffix of ['', '/users', '/students', '/history']) {
      expect((await t.call('GET', `/api/admin/company/99999${suffix}`, admin.token)).statusCode).toBe(404);
    }
  });

  it('refuses to delete a company that still has students or users, naming the counts, and deletes an empty one', async () => {
    const refused = await t.call('DELETE', `/api/admin/company/${alpha.id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/受講生が\d+名、会社担当者が1名/);

    const created = await t.call('POST', '/api/admin/company', admin.token, { name: '削除予定株式会社' });
    expect(created.json<CompanyItem>()).toMatchObject({ has_consulting_flg: false, student_invoice_enabled: false, name_kana: null, contract_start: null });
    expect((await t.call('DELETE', `/api/admin/company/${created.json<CompanyItem>().id}`, admin.token)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/company/${created.json<CompanyItem>().id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('company detail', () => {
  it('shows the company, its users and its students, paginated and searchable', async () => {
    const detail = await t.call('GET', `/api/admin/company/${alpha.id}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CompanyItem>()).toMatchObject({ name: alpha.name, sales_owner_name: salesStaff.name, address: expect.stringContaining('千代田区') });

    const users = await t.call('GET', `/api/admin/company/${alpha.id}/users`, admin.token);
    expect(users.json<CompanyUserItem[]>().map((u) => u.email)).toEqual([alphaUserEmail]);
    expect(users.json<CompanyUserItem[]>()[0]).toMatchObject({ company_name: alpha.name, active: true, password_set: true });

    const students = await t.call('GET', `/api/admin/company/${alpha.id}/students?page_size=5&sort=name_kana`, admin.token);
    expect(students.statusCode).toBe(200);
    expect(students.json<CompanyStudentListResponse>().items).toHaveLength(5);
    expect(students.json<CompanyStudentListResponse>().total).toBe(detail.json<CompanyItem>().student_count);
    expect(Object.keys(students.json<CompanyStudentListResponse>().items[0]!).sort()).toEqual(['email', 'grade', 'id', 'name', 'name_kana', 'start_date', 'status']);
    const emails = (await t.call('GET', `/api/admin/company/${alpha.id}/students?page_size=200`, admin.token)).json<CompanyStudentListResponse>().items.map((s) => s.email);
    expect(emails).toContain(alphaStudentEmail);
    expect(emails).not.toContain(betaStudentEmail);
    const searched = await t.call('GET', `/api/admin/company/${alpha.id}/students?q=${encodeURIComponent('ケンサク')}`, admin.token);
    expect(searched.json<CompanyStudentListResponse>().items.map((s) => s.email)).toEqual([alphaStudentEmail]);
  });
});

describe('CSV export', () => {
  it('exports the filtered list with a BOM, Japanese headers and formula cells escaped', async () => {
    const created = await t.call('POST', '/api/admin/company', admin.token, { name: '=HYPERLINK("http://evil.example","click")', name_kana: '+カナ' });
    expect(created.statusCode).toBe(201);

    const response = await t.call('GET', '/api/admin/company/csv?sort=id&order=asc', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('会社一覧.csv')}`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID,会社名,会社名（カナ）,住所,電話番号,先方担当者,営業担当,コンサルティング,受講生請求,契約開始日,契約終了日,会社担当者数,受講生数,登録日時');
    expect(text).toContain(`${created.json<CompanyItem>().id},"'=HYPERLINK(""http://evil.example"",""click"")",'+カナ,`);
    expect(lines.find((line) => line.includes(alpha.name))).toContain(`${salesStaff.name},あり,あり,2025-04-01,2027-03-31,1,${ALPHA_STUDENTS},`);

    const filteredText = (await t.call('GET', '/api/admin/company/csv?has_consulting_flg=false', admin.token)).body;
    expect(filteredText).toContain(beta.name);
    expect(filteredText).not.toContain(alpha.name);
  });
});

describe('permissions of sales staff (company write, no company_detail)', () => {
  it('can list, create and edit companies', async () => {
    expect((await t.call('GET', '/api/admin/company', sales)).statusCode).toBe(200);
    const created = await t.call('POST', '/api/admin/company', sales, { name: '営業開拓株式会社', sales_owner_id: salesStaff.id });
    expect(created.statusCode).toBe(201);
    const updated = await t.call('PUT', `/api/admin/company/${created.json<CompanyItem>().id}`, sales, { name: '営業開拓株式会社', contact_person: '窓口 五郎' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CompanyItem>().contact_person).toBe('窓口 五郎');
  });

  it('gets 403 on delete and CSV (level all) and on every company_detail route', async () => {
    expect((await t.call('DELETE', `/api/admin/company/${alpha.id}`, sales)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/company/csv', sales)).statusCode).toBe(403);
    for (const suffix of ['', '/users', '/students', '/history']) {
      expect((await t.call('GET', `/api/admin/company/${alpha.id}${suffix}`, sales)).statusCode).toBe(403);
    }
    expect((await t.call('POST', '/api/admin/company_user', sales, { company_id: alpha.id, name: 'x', email: 'x@example.com' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/company_user/1', sales)).statusCode).toBe(403);
  });

  it('refuses a teacher (no company section) even the list', async () => {
    const { token: teacher } = await staffWith(t, { dashboard: ACCESS_LEVEL.read, teacher: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read }, { mainRole: MAIN_ROLE.teacher });
    expect((await t.call('GET', '/api/admin/company', teacher)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/company', teacher, validCompany)).statusCode).toBe(403);
  });
});
