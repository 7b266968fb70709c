import { STUDENT_IMPORT_COLUMNS } from '@manabiya/domain/contracts/student-csv';
import type { StudentImportPreview, StudentItem } from '@manabiya/domain/contracts/students';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createStudent, createStudents, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
});
afterAll(() => t.close());

const listItem = async (token: string, email: string) =>
  (await t.call('GET', `/api/admin/student?q=${encodeURIComponent(email)}`, token)).json<{ items: StudentItem[] }>().items[0]!;

describe('student row abilities', () => {
  it('offers delete only while the invitation is pending, and the server refuses what the row does not offer', async () => {
    const signedUp = await createStudent(t, companyId);
    const [pending] = await createStudents(t, companyId, 1);

    expect((await listItem(admin, signedUp.email)).abilities).toEqual({ edit: true, delete: false });
    expect((await listItem(admin, pending!.email)).abilities).toEqual({ edit: true, delete: true });
    expect((await t.call('GET', `/api/admin/student/${signedUp.id}`, admin)).json<StudentItem>().abilities).toEqual({ edit: true, delete: false });

    expect((await t.call('DELETE', `/api/admin/student/${signedUp.id}`, admin)).statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/admin/student/${pending!.id}`, admin)).statusCode).toBe(204);
  });

  it('follows the caller’s student level: write edits but cannot delete, read does neither', async () => {
    const [pending] = await createStudents(t, companyId, 1);
    const writer = (await staffWith(t, { student: ACCESS_LEVEL.write, student_detail: ACCESS_LEVEL.read })).token;
    const reader = (await staffWith(t, { student: ACCESS_LEVEL.read, student_detail: ACCESS_LEVEL.none })).token;

    const asWriter = await listItem(writer, pending!.email);
    expect(asWriter.abilities).toEqual({ edit: true, delete: false });
    expect((await t.call('DELETE', `/api/admin/student/${pending!.id}`, writer)).statusCode).toBe(403);

    const asReader = await listItem(reader, pending!.email);
    expect(asReader.abilities).toEqual({ edit: false, delete: false });
    const { abilities: _abilities, id: _id, company_name: _company, consulting: _consulting, password_set: _set, created_at: _c, updated_at: _u, profile_icon_path: _icon, ...fields } =
      asWriter;
    expect((await t.call('PUT', `/api/admin/student/${pending!.id}`, reader, fields)).statusCode).toBe(403);
  });
});

describe('student CSV columns', () => {
  it('exports the headers the import reads, so an exported file previews as the students it came from', async () => {
    const company = await createCompany(t);
    const [student] = await createStudents(t, company.id, 1, {
      name_kana: 'ユキ',
      grade: 'A',
      course_mode: 1,
      start_date: '2026-04-01',
      birthday: '1990-01-02',
      gender: 2,
      prefecture_id: 13,
    });
    const exported = await t.call('GET', `/api/admin/student/csv?company_id=${company.id}`, admin);
    expect(exported.statusCode).toBe(200);
    const header = exported.body.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(',');
    for (const column of STUDENT_IMPORT_COLUMNS) expect(header, column.header).toContain(column.header);

    const preview = (await t.call('POST', '/api/admin/student/import/preview', admin, { csv: exported.body })).json<StudentImportPreview>();
    expect(preview.total).toBe(1);
    expect(preview.rows[0]).toMatchObject({
      values: {
        name: student!.name, name_kana: 'ユキ', email: student!.email, company_id: company.id, status: 0, grade: 'A', course_mode: 1,
        start_date: '2026-04-01', end_date: null, birthday: '1990-01-02', gender: 2, prefecture_id: 13,
      },
      // The only complaint about a re-imported export: the student is already registered.
      errors: { email: expect.stringContaining('すでに登録') },
    });
    expect(Object.keys(preview.rows[0]!.errors)).toEqual(['email']);
  });
});
