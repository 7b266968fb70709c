import type { CompanyStudentItem, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let company: string;
let idOf: (email: string) => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'company', 'company@example.com');
  idOf = async (email) => (await t.db.select({ id: students.id }).from(students).where(eq(students.email, email)))[0]!.id;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('company students', () => {
  it("lists only the caller's company students, searchable and paginated", async () => {
    const response = await get('/api/company/student?page_size=200', company);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: CompanyStudentItem[]; total: number }>();
    const [own] = await t.db.select({ company_id: students.company_id }).from(students).where(eq(students.email, 'student@example.com'));
    const sameCompany = await t.db.select({ id: students.id }).from(students).where(eq(students.company_id, own!.company_id));
    expect(body.total).toBe(sameCompany.length);
    expect(body.items.map((item) => item.id).sort()).toEqual(sameCompany.map((row) => row.id).sort());
    expect(body.items.map((item) => item.id)).not.toContain(await idOf('student2@example.com'));
    expect(body.items.map((item) => item.id)).toContain(await idOf('student@example.com'));
    expect(Object.keys(body.items[0]!).sort()).toEqual(['course_id', 'grade', 'id', 'name', 'name_kana', 'start_date', 'status']);

    const searched = await get(`/api/company/student?q=${encodeURIComponent('ガクシュウ')}`, company);
    expect(searched.json<{ items: CompanyStudentItem[] }>().items.map((item) => item.name)).toEqual(['学習 さくら']);
    // Another company's student is not found by search either.
    expect((await get(`/api/company/student?q=${encodeURIComponent('受講 健一')}`, company)).json<{ total: number }>().total).toBe(0);

    const page = await get('/api/company/student?page=1&page_size=5&sort=name&order=desc', company);
    expect(page.json<{ items: CompanyStudentItem[]; page: number }>()).toMatchObject({ page: 1 });
    expect(page.json<{ items: CompanyStudentItem[] }>().items).toHaveLength(5);

    const graduated = await get('/api/company/student?status=1', company);
    expect(graduated.json<{ items: CompanyStudentItem[] }>().items.every((item) => item.status === 1)).toBe(true);
  });

  it("shows its own student's profile and answers 404 for another company's student", async () => {
    const own = await get(`/api/company/student/${await idOf('student@example.com')}`, company);
    expect(own.statusCode).toBe(200);
    expect(own.json<CompanyStudentProfile>()).toMatchObject({ name: '学習 さくら', email: 'student@example.com' });

    const other = await get(`/api/company/student/${await idOf('student2@example.com')}`, company);
    expect(other.statusCode).toBe(404);
    expect((await get('/api/company/student/999999', company)).statusCode).toBe(404);
  });

  it('refuses student and staff sessions with 403', async () => {
    const student = await loginAs(t.app, 'student', 'student@example.com');
    const admin = await loginAs(t.app, 'admin', 'admin@example.com');
    for (const token of [student, admin]) {
      expect((await get('/api/company/student', token)).statusCode).toBe(403);
      expect((await get(`/api/company/student/${await idOf('student@example.com')}`, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company/student' })).statusCode).toBe(401);
  });
});
