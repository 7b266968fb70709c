import { SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { permissionRoleEndpoints } from '@manabiya/domain/endpoints/permission-roles';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { mypageEndpoints } from '@manabiya/domain/endpoints/students';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { connectRealtime, type RealtimeClient } from '../../test/realtime-client.ts';
import { createAdmin, createCompany, createCompanyUser, createRole, createStaffMember, createStudent } from '../../test/factories.ts';
import { createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

/**
 * A socket ends with its session (issue 21, decision 040): the sign-out, password change or
 * deactivation closes it at once. The ping that re-checks sessions is set to ten minutes here, so
 * only the announcement can close a socket within the second these tests allow.
 */
const WITHIN_MS = 1000;

let t: TestApp;
let baseUrl: string;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ REALTIME_PING_MS: '600000' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
});
afterAll(() => t.close());

/** The close code the server sent within the allowed second, or 'still open'. */
function closeWithin(client: RealtimeClient, ms = WITHIN_MS): Promise<number | 'still open'> {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), ms);
  });
  return Promise.race([client.closed, open]).finally(() => clearTimeout(timer));
}

/** A notice to every student, announced live: proves a socket still open and still served. */
async function noticeToStudents(): Promise<number> {
  const response = await t.call('POST', '/api/admin/information', admin, { name: 'まだ届く', content: '本文', priority: 2, notice_target: 2, publish_status: 1 });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('a socket closes as soon as its session ends', () => {
  it('at a sign-out', async () => {
    const { token } = await createStudent(t, companyId);
    const client = await connectRealtime(baseUrl, 'student', token);
    expect((await t.call('POST', pathOf(authEndpoints.student.logout), token)).statusCode).toBe(204);
    expect(await closeWithin(client)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('at a password change: the other sessions close, the one that changed it stays open and served', async () => {
    const student = await createStudent(t, companyId);
    const other = await connectRealtime(baseUrl, 'student', await loginAs(t.app, 'student', student.email));
    const kept = await connectRealtime(baseUrl, 'student', student.token);
    try {
      const response = await t.call('PUT', pathOf(mypageEndpoints.changePassword), student.token, { current_password: TEST_PASSWORD, new_password: 'a-new-passphrase-of-mine' });
      expect(response.statusCode).toBe(200);
      expect(await closeWithin(other)).toBe(SESSION_ENDED_CLOSE_CODE);
      const id = await noticeToStudents();
      await kept.waitFor((event) => event.type === 'information.created' && event.id === id, WITHIN_MS);
    } finally {
      kept.close();
    }
  });

  it('at a password reset: every session of the account closes', async () => {
    const student = await createStudent(t, companyId);
    const client = await connectRealtime(baseUrl, 'student', student.token);
    expect((await t.call('POST', pathOf(authEndpoints.student.sendResetEmail), undefined, { email: student.email })).statusCode).toBe(200);
    const [mail] = await t.db
      .select({ body: mailOutbox.body_text })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to_address})`, student.email.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    const response = await t.call('POST', pathOf(authEndpoints.student.resetPassword), undefined, { token, password: 'a-new-passphrase-of-mine' });
    expect(response.statusCode).toBe(200);
    expect(await closeWithin(client)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('at a staff member’s deactivation, and at "sign out everywhere"', async () => {
    const roomReaders = (await createRole(t, { room: ACCESS_LEVEL.read })).id;
    const member = await createStaffMember(t, { permission_role_id: roomReaders });
    const client = await connectRealtime(baseUrl, 'admin', member.token);
    const body = { name: member.name, email: member.email, main_role: MAIN_ROLE.general, permission_role_id: roomReaders, active: false };
    const response = await t.call('PUT', pathOf(staffEndpoints.update, { id: member.id }), admin, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await closeWithin(client)).toBe(SESSION_ENDED_CLOSE_CODE);

    const colleague = await createStaffMember(t, { permission_role_id: roomReaders });
    const again = await connectRealtime(baseUrl, 'admin', colleague.token);
    expect((await t.call('POST', pathOf(staffEndpoints.endSessions, { id: colleague.id }), admin)).statusCode).toBe(200);
    expect(await closeWithin(again)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('at a company user’s deactivation', async () => {
    const user = await createCompanyUser(t, companyId);
    const client = await connectRealtime(baseUrl, 'company', user.token);
    const response = await t.call('PUT', pathOf(companyUserEndpoints.update, { id: user.id }), admin, { name: user.name, email: user.email, active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(await closeWithin(client)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('of that session only: a sign-out leaves the same account’s other sockets open', async () => {
    const student = await createStudent(t, companyId);
    const elsewhere = await connectRealtime(baseUrl, 'student', await loginAs(t.app, 'student', student.email));
    const here = await connectRealtime(baseUrl, 'student', student.token);
    try {
      expect((await t.call('POST', pathOf(authEndpoints.student.logout), student.token)).statusCode).toBe(204);
      expect(await closeWithin(here)).toBe(SESSION_ENDED_CLOSE_CODE);
      const id = await noticeToStudents();
      await elsewhere.waitFor((event) => event.type === 'information.created' && event.id === id, WITHIN_MS);
    } finally {
      elsewhere.close();
    }
  });

  it('when a staff member can no longer read rooms: their role loses the section, or they are given another role', async () => {
    const roomReaders = await createRole(t, { room: ACCESS_LEVEL.read });
    const member = await createStaffMember(t, { permission_role_id: roomReaders.id });
    const client = await connectRealtime(baseUrl, 'admin', member.token);
    const none = Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none]));
    const response = await t.call('PUT', pathOf(permissionRoleEndpoints.update, { id: roomReaders.id }), admin, { name: roomReaders.name, levels: { ...none, student: ACCESS_LEVEL.read } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await closeWithin(client)).toBe(SESSION_ENDED_CLOSE_CODE);

    const other = await createStaffMember(t, { permission_role_id: (await createRole(t, { room: ACCESS_LEVEL.read })).id });
    const again = await connectRealtime(baseUrl, 'admin', other.token);
    const body = { name: other.name, email: other.email, main_role: MAIN_ROLE.general, permission_role_id: (await createRole(t, { student: ACCESS_LEVEL.read })).id, active: true };
    expect((await t.call('PUT', pathOf(staffEndpoints.update, { id: other.id }), admin, body)).statusCode).toBe(200);
    expect(await closeWithin(again)).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
