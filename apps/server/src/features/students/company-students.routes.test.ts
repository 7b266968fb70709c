import type { CompanyStudentItem, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, createStudents } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let company: string;
let idOf: (email: string) => Promise<number>;
/** A signed-up student of the caller's company (which has eleven more, three graduated) and one of another company. */
let ownEmail: string;
let otherEmail: string;
let studentToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t)).token;
  const own = await createCompany(t);
  const other = await createCompany(t);
  company = (await createCompanyUser(t, own.id)).token;
  ({ email: ownEmail, token: studentToken } = await createStudent(t, own.id, { name: '検索 さくら', name_kana: 'ケンサク サクラ' }));
  await createStudents(t, own.id, 8);
  await createStudents(t, own.id, 3, { status: 1 });
  otherEmail = (await createStudent(t, other.id, { name: '別社 健一' })).email;
  idOf = async (email) => (await t.db.select({ id: students.id }).from(students).where(eq(students.email, email)))[0]!.id;
});
afterAll(() => t.close());

describe('company students', () => {
  it("lists only the caller's company students, searchable and paginated", async () => {
    const response = await t.call('GET', '/api/company/student?page_size=200', company);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: CompanyStudentItem[]; total: number }>();
    const [own] = await t.db.select({ company_id: students.company_id }).from(students).where(eq(students.email, ownEmail));
    const sameCompany = await t.db.select({ id: students.id }).from(students).where(eq(students.company_id, own!.company_id));
    expect(body.total).toBe(sameCompany.length);
    expect(body.items.map((item) => item.id).sort()).toEqual(sameCompany.map((row) => row.id).sort());
    expect(body.items.map((item) => item.id)).not.toContain(await idOf(otherEmail));
    expect(body.items.map((item) => item.id)).toContain(await idOf(ownEmail));
    expect(Object.keys(body.items[0]!).sort()).toEqual(['course_id', 'course_name', 'end_date', 'enrolment_state', 'grade', 'id', 'name', 'name_kana', 'start_date', 'status']);

    const searched = await t.call('GET', `/api/company/student?q=${encodeURIComponent('ケンサク')}`, company);
    expect(searched.json<{ items: CompanyStudentItem[] }>().items.map((item) => item.name)).toEqual(['検索 さくら']);
    // Another company's student is not found by search either.
    expect((await t.call('GET', `/api/company/student?q=${encodeURIComponent('別社 健一')}`, company)).json<{ total: number }>().total).toBe(0);

    const page = await t.call('GET', '/api/company/student?page=1&page_size=5&sort=name&order=desc', company);
    expect(page.json<{ items: CompanyStudentItem[]; page: number }>()).toMatchObject({ page: 1 });
    expect(page.json<{ items: CompanyStudentItem[] }>().items).toHaveLength(5);

    const graduated = await t.call('GET', '/api/company/student?status=1', company);
    expect(graduated.json<{ items: CompanyStudentItem[] }>().items.every((item) => item.status === 1)).toBe(true);
  });

  it("shows its own student's profile and answers 404 for another company's student", async () => {
    const own = await t.call('GET', `/api/company/student/${await idOf(ownEmail)}`, company);
    expect(own.statusCode).toBe(200);
    expect(own.json<CompanyStudentProfile>()).toMatchObject({ name: '検索 さくら', email: ownEmail });

    const other = await t.call('GET', `/api/company/student/${await idOf(otherEmail)}`, company);
    expect(other.statusCode).toBe(404);
    expect((await t.call('GET', '/api/company/student/999999', company)).statusCode).toBe(404);
  });

  it('refuses student and staff sessions with 403', async () => {
    for (const token of [studentToken, adminToken]) {
      expect((await t.call('GET', '/api/company/student', token)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/company/student/${await idOf(ownEmail)}`, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company/student' })).statusCode).toBe(401);
  });
});
