import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CompanyItem, CompanyListResponse, CompanyStudentListResponse } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let sales: string;
let demoCompanyId: number;
let salesStaffId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'admin@example.com');
  sales = await loginAs(t.app, 'admin', 'sales@example.com');
  const list = await get<CompanyListResponse>('/api/admin/company?q=' + encodeURIComponent('デモ'), admin);
  demoCompanyId = list.json.items[0]!.id;
  salesStaffId = list.json.items[0]!.sales_owner_id!;
});
afterAll(() => t.close());

async function get<T>(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, json: (isJson ? response.json<T>() : undefined) as T, response };
}

async function send<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: (response.body ? response.json<T>() : undefined) as T, response };
}

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
    const { status, json } = await get<CompanyListResponse>('/api/admin/company', admin);
    expect(status).toBe(200);
    expect(json).toMatchObject({ page: 0, page_size: 50 });
    expect(json.total).toBeGreaterThanOrEqual(2);
    const demo = json.items.find((c) => c.name === 'デモ株式会社')!;
    expect(demo).toMatchObject({ sales_owner_name: '営業 一郎', company_user_count: 1, has_consulting_flg: true, contract_start: '2025-04-01' });
    expect(demo.student_count).toBeGreaterThan(20);
    const sample = json.items.find((c) => c.name === 'サンプル商事')!;
    expect(sample).toMatchObject({ company_user_count: 1, student_invoice_enabled: false, contract_end: null });
  });

  it('searches name and kana, filters by flags and sales owner, sorts by a whitelisted column', async () => {
    expect((await get<CompanyListResponse>('/api/admin/company?q=' + encodeURIComponent('サンプルショウ'), admin)).json.items.map((c) => c.name)).toEqual(['サンプル商事']);
    expect((await get<CompanyListResponse>('/api/admin/company?q=%25', admin)).json.total).toBe(0);
    const consulting = await get<CompanyListResponse>('/api/admin/company?has_consulting_flg=true', admin);
    expect(consulting.json.items.every((c) => c.has_consulting_flg)).toBe(true);
    expect(consulting.json.items.map((c) => c.name)).toContain('デモ株式会社');
    const noInvoice = await get<CompanyListResponse>('/api/admin/company?student_invoice_enabled=false', admin);
    expect(noInvoice.json.items.map((c) => c.name)).toContain('サンプル商事');
    expect(noInvoice.json.items.map((c) => c.name)).not.toContain('デモ株式会社');
    expect((await get<CompanyListResponse>(`/api/admin/company?sales_owner_id=${salesStaffId}`, admin)).json.total).toBe(2);
    expect((await get<CompanyListResponse>('/api/admin/company?sales_owner_id=99999', admin)).json.total).toBe(0);

    const byStudents = await get<CompanyListResponse>('/api/admin/company?sort=student_count&order=desc&page_size=1', admin);
    expect(byStudents.json.items.map((c) => c.name)).toEqual(['デモ株式会社']);
    expect(byStudents.json.page_size).toBe(1);
    const secondPage = await get<CompanyListResponse>('/api/admin/company?sort=student_count&order=desc&page_size=1&page=1', admin);
    expect(secondPage.json.items.map((c) => c.name)).toEqual(['サンプル商事']);

    const badSort = await get<{ details: Record<string, string> }>('/api/admin/company?sort=password_hash', admin);
    expect(badSort.status).toBe(400);
    expect(badSort.json.details).toHaveProperty('sort');
  });
});

describe('company create, update, delete', () => {
  it('creates and updates a company, recording both in its history', async () => {
    const created = await send<CompanyItem>('POST', '/api/admin/company', admin, { ...validCompany, sales_owner_id: salesStaffId });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...validCompany, sales_owner_name: '営業 一郎', company_user_count: 0, student_count: 0 });

    const updated = await send<CompanyItem>('PUT', `/api/admin/company/${created.json.id}`, admin, {
      ...validCompany,
      name: 'テスト工業ホールディングス',
      phone: '',
      sales_owner_id: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'テスト工業ホールディングス', phone: null, sales_owner_id: null, sales_owner_name: null });

    const history = await get<AuditEntry[]>(`/api/admin/company/${created.json.id}/history`, admin);
    expect(history.status).toBe(200);
    expect(history.json.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history.json[0]).toMatchObject({
      staff_name: '管理 太郎',
      changes: { name: ['テスト工業株式会社', 'テスト工業ホールディングス'], phone: ['045-111-2222', null], sales_owner_id: [salesStaffId, null] },
    });
  });

  it('answers 400 with details for a missing name, a bad date, an end before the start and an unknown sales owner', async () => {
    const noName = await send<{ details: Record<string, string> }>('POST', '/api/admin/company', admin, { ...validCompany, name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.json.details.name).toContain('会社名');

    const badDate = await send<{ details: Record<string, string> }>('POST', '/api/admin/company', admin, { ...validCompany, contract_start: '2026-13-01' });
    expect(badDate.status).toBe(400);
    expect(badDate.json.details).toHaveProperty('contract_start');

    const reversed = await send<{ details: Record<string, string> }>('POST', '/api/admin/company', admin, {
      ...validCompany,
      contract_start: '2026-04-01',
      contract_end: '2026-03-31',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.details.contract_end).toContain('契約開始日以降');

    const unknownOwner = await send<{ details: Record<string, string> }>('POST', '/api/admin/company', admin, { ...validCompany, sales_owner_id: 99999 });
    expect(unknownOwner.status).toBe(400);
    expect(unknownOwner.json.details.sales_owner_id).toBeDefined();

    const unknownOwnerOnUpdate = await send('PUT', `/api/admin/company/${demoCompanyId}`, admin, { ...validCompany, sales_owner_id: 99999 });
    expect(unknownOwnerOnUpdate.status).toBe(400);
  });

  it('answers 404 for an absent company on every route that takes an id', async () => {
    expect((await send('PUT', '/api/admin/company/99999', admin, validCompany)).status).toBe(404);
    expect((await send('DELETE', '/api/admin/company/99999', admin)).status).toBe(404);
    for (const suffix of ['', '/users', '/students', '/history']) {
      expect((await get(`/api/admin/company/99999${suffix}`, admin)).status).toBe(404);
    }
  });

  it('refuses to delete a company that still has students or users, naming the counts, and deletes an empty one', async () => {
    const refused = await send<{ message: string }>('DELETE', `/api/admin/company/${demoCompanyId}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/受講者が\d+名、企業ユーザーが1名/);

    const created = await send<CompanyItem>('POST', '/api/admin/company', admin, { name: '削除予定株式会社' });
    expect(created.json).toMatchObject({ has_consulting_flg: false, student_invoice_enabled: false, name_kana: null, contract_start: null });
    expect((await send('DELETE', `/api/admin/company/${created.json.id}`, admin)).status).toBe(204);
    expect((await get(`/api/admin/company/${created.json.id}`, admin)).status).toBe(404);
  });
});

describe('company detail', () => {
  it('shows the company, its users and its students, paginated and searchable', async () => {
    const detail = await get<CompanyItem>(`/api/admin/company/${demoCompanyId}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ name: 'デモ株式会社', sales_owner_name: '営業 一郎', address: expect.stringContaining('千代田区') });

    const users = await get<CompanyUserItem[]>(`/api/admin/company/${demoCompanyId}/users`, admin);
    expect(users.json.map((u) => u.email)).toEqual(['company@example.com']);
    expect(users.json[0]).toMatchObject({ company_name: 'デモ株式会社', active: true, password_set: true });

    const students = await get<CompanyStudentListResponse>(`/api/admin/company/${demoCompanyId}/students?page_size=5&sort=name_kana`, admin);
    expect(students.status).toBe(200);
    expect(students.json.items).toHaveLength(5);
    expect(students.json.total).toBe(detail.json.student_count);
    expect(Object.keys(students.json.items[0]!).sort()).toEqual(['email', 'grade', 'id', 'name', 'name_kana', 'start_date', 'status']);
    const emails = (await get<CompanyStudentListResponse>(`/api/admin/company/${demoCompanyId}/students?page_size=200`, admin)).json.items.map((s) => s.email);
    expect(emails).toContain('student@example.com');
    expect(emails).not.toContain('student2@example.com');
    const searched = await get<CompanyStudentListResponse>(`/api/admin/company/${demoCompanyId}/students?q=${encodeURIComponent('ガクシュウ')}`, admin);
    expect(searched.json.items.map((s) => s.email)).toEqual(['student@example.com']);
  });
});

describe('CSV export', () => {
  it('exports the filtered list with a BOM, Japanese headers and formula cells escaped', async () => {
    const created = await send<CompanyItem>('POST', '/api/admin/company', admin, { name: '=HYPERLINK("http://evil.example","click")', name_kana: '+カナ' });
    expect(created.status).toBe(201);

    const { response } = await get<unknown>('/api/admin/company/csv?sort=id&order=asc', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('企業一覧.csv')}`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID,会社名,会社名（カナ）,住所,電話番号,先方担当者,営業担当,コンサルティング,受講者請求,契約開始日,契約終了日,企業ユーザー数,受講者数,登録日時');
    expect(text).toContain(`${created.json.id},"'=HYPERLINK(""http://evil.example"",""click"")",'+カナ,`);
    expect(lines.find((line) => line.includes('デモ株式会社'))).toMatch(/営業 一郎,あり,あり,2025-04-01,2027-03-31,1,\d+,/);

    const filtered = await get<unknown>('/api/admin/company/csv?has_consulting_flg=false', admin);
    const filteredText = filtered.response.body;
    expect(filteredText).toContain('サンプル商事');
    expect(filteredText).not.toContain('デモ株式会社');
  });
});

describe('permissions of sales@example.com (company write, no company_detail)', () => {
  it('can list, create and edit companies', async () => {
    expect((await get('/api/admin/company', sales)).status).toBe(200);
    const created = await send<CompanyItem>('POST', '/api/admin/company', sales, { name: '営業開拓株式会社', sales_owner_id: salesStaffId });
    expect(created.status).toBe(201);
    const updated = await send<CompanyItem>('PUT', `/api/admin/company/${created.json.id}`, sales, { name: '営業開拓株式会社', contact_person: '窓口 五郎' });
    expect(updated.status).toBe(200);
    expect(updated.json.contact_person).toBe('窓口 五郎');
  });

  it('gets 403 on delete and CSV (level all) and on every company_detail route', async () => {
    expect((await send('DELETE', `/api/admin/company/${demoCompanyId}`, sales)).status).toBe(403);
    expect((await get('/api/admin/company/csv', sales)).status).toBe(403);
    for (const suffix of ['', '/users', '/students', '/history']) {
      expect((await get(`/api/admin/company/${demoCompanyId}${suffix}`, sales)).status).toBe(403);
    }
    expect((await send('POST', '/api/admin/company_user', sales, { company_id: demoCompanyId, name: 'x', email: 'x@example.com' })).status).toBe(403);
    expect((await get('/api/admin/company_user/1', sales)).status).toBe(403);
  });

  it('refuses a teacher (no company section) even the list', async () => {
    const teacher = await loginAs(t.app, 'admin', 'teacher@example.com');
    expect((await get('/api/admin/company', teacher)).status).toBe(403);
    expect((await send('POST', '/api/admin/company', teacher, validCompany)).status).toBe(403);
  });
});
