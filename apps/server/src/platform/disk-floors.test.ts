import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STUDENT_IMPORT_TEMPLATE } from '@manabiya/domain/contracts/student-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createStudent } from '../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../test/multipart.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { openDatabase, type Database } from './db.ts';
import { CRITICAL_DISK_MESSAGE, LOW_DISK_MESSAGE } from './disk-guard.ts';

/**
 * The two disk floors of the embedded database (decision 028), with a PGlite data directory on
 * disk and the floors set above the machine's real free space by configuration: below the soft
 * floor uploads and bulk writes are refused and everything else works; below the hard floor every
 * write but signing in and out is refused. Always PGlite: the floors only guard the embedded database.
 */
let dir: string;
let database: Database;
/** Default floors: the real free space is above them. */
let normal: TestApp;
/** Soft floor above the real free space. */
let low: TestApp;
/** Both floors above it. */
let critical: TestApp;
let admin: { email: string; token: string };
let companyId: number;
let student: { email: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-disk-'));
  database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  await database.migrate();
  // The three apps share this file's database, which this file closes (createTestApp's `sharing`).
  const owner = { database } as TestApp;
  normal = await createTestApp({ DATA_DIR: dir }, { sharing: owner });
  low = await createTestApp({ DATA_DIR: dir, MIN_FREE_DISK_MB: '1000000000' }, { sharing: owner });
  critical = await createTestApp({ DATA_DIR: dir, MIN_FREE_DISK_MB: '2000000000', MIN_FREE_DISK_HARD_MB: '1000000000' }, { sharing: owner });
  admin = await createAdmin(normal);
  companyId = (await createCompany(normal)).id;
  student = await createStudent(normal, companyId);
});

afterAll(async () => {
  for (const t of [critical, low, normal]) await t?.close();
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const login = (t: TestApp, area: 'admin' | 'student', email: string) =>
  t.app.inject({ method: 'POST', url: `/api/${area}/login`, payload: { email, password: TEST_PASSWORD } });
const tokenOf = (response: { json: <T>() => T }) => response.json<{ access_token: string }>().access_token;
const csvOf = (email: string) =>
  [STUDENT_IMPORT_TEMPLATE.split('\r\n')[0]!, `取込 一郎,トリコミ イチロウ,${email},${companyId},受講中,a,集中,2026/4/1,2026-09-30,1990-01-02,男性,東京都`].join('\r\n');
const noticeUpload = () =>
  multipartPayload([
    { name: 'data', value: JSON.stringify({ name: '画像つき', content: '本文', priority: 2, notice_target: 2, publish_status: 0, information_files: [{ changed: 0, name: 'a.png' }] }) },
    { name: 'images', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
  ]);
const health = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: response.statusCode, body: response.json<{ status: string; disk?: { state: string; free_mb: number } }>() };
};

describe('disk floors of the embedded database', () => {
  it('reports the disk as ok on /api/health while the free space is above both floors, and takes uploads', async () => {
    const report = await health(normal);
    expect(report.status).toBe(200);
    expect(report.body).toEqual({ status: 'ok', database: 'ok', disk: { state: 'ok', free_mb: expect.any(Number) } });
    expect(report.body.disk!.free_mb).toBeGreaterThan(0);
    // The upload refused below the soft floor is taken here.
    const { payload, headers } = noticeUpload();
    const created = await normal.app.inject({ method: 'POST', url: '/api/admin/information', payload, headers: { ...headers, authorization: `Bearer ${admin.token}` } });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('below the soft floor refuses uploads and bulk writes with 507 and a message, and keeps sign-in and small writes', async () => {
    const signedIn = await login(low, 'admin', admin.email);
    expect(signedIn.statusCode).toBe(200);
    const token = tokenOf(signedIn);
    expect((await login(low, 'student', student.email)).statusCode).toBe(200);

    const company = await low.call('POST', '/api/admin/company', token, { name: `小さな書き込み ${Date.now()}` });
    expect(company.statusCode, company.body).toBe(201);
    // Reading and the import preview (which writes nothing) still work.
    expect((await low.call('GET', '/api/admin/student', token)).statusCode).toBe(200);
    expect((await low.call('POST', '/api/admin/student/import/preview', token, { csv: csvOf('preview@example.com') })).statusCode).toBe(200);

    const imported = await low.call('POST', '/api/admin/student/import', token, { csv: csvOf('bulk@example.com') });
    expect(imported.statusCode).toBe(507);
    expect(imported.json()).toMatchObject({ code: 'insufficient_storage', message: LOW_DISK_MESSAGE });

    const { payload, headers } = noticeUpload();
    const upload = await low.app.inject({ method: 'POST', url: '/api/admin/information', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toMatchObject({ code: 'insufficient_storage', message: expect.stringContaining('ファイルのアップロードと一括登録') });
    // In English for an English reader, like every message (decision 020).
    const english = await low.call('POST', '/api/admin/student/import', token, { csv: csvOf('bulk@example.com') }, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toContain('file uploads and bulk registration');

    const report = await health(low);
    expect(report).toEqual({ status: 200, body: { status: 'degraded', database: 'ok', disk: { state: 'low', free_mb: expect.any(Number) } } });
  });

  it('below the hard floor refuses every write but signing in and out, which keep working', async () => {
    const signedIn = await login(critical, 'admin', admin.email);
    expect(signedIn.statusCode).toBe(200);
    const token = tokenOf(signedIn);

    const company = await critical.call('POST', '/api/admin/company', token, { name: `小さな書き込み ${Date.now()}` });
    expect(company.statusCode).toBe(507);
    expect(company.json()).toMatchObject({ code: 'insufficient_storage', message: CRITICAL_DISK_MESSAGE });
    expect((await critical.call('GET', '/api/admin/company', token)).statusCode).toBe(200);

    // What it takes to get in: a reset mail and its link, and signing out.
    const reset = await critical.call('POST', '/api/student/password_reset/send_email', undefined, { email: student.email });
    expect(reset.statusCode).toBe(200);
    expect((await critical.call('POST', '/api/admin/logout', token)).statusCode).toBe(204);

    const report = await health(critical);
    expect(report).toEqual({ status: 200, body: { status: 'degraded', database: 'ok', disk: { state: 'critical', free_mb: expect.any(Number) } } });
  });
});
