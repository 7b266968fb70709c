import { ACCESS_LEVEL, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import type { CompanyBodyInput, CompanyItem } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import type { InformationAdminItem, InformationBodyInput } from '@manabiya/domain/contracts/informations';
import type { PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import type { StaffBodyInput, StaffItem } from '@manabiya/domain/contracts/staff';
import type { CreateStudentBodyInput, StudentItem } from '@manabiya/domain/contracts/students';
import type { TeacherBodyInput, TeacherItem } from '@manabiya/domain/contracts/teachers';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { companyEndpoints, companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { pathOf, type EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { permissionRoleEndpoints } from '@manabiya/domain/endpoints/permission-roles';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { MAIN_ROLE, type MainRole } from '@manabiya/domain/enums/staff';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/mail.ts';
import { permissionRoleLevels, permissionRoles, staff } from '../db/schema/staff.ts';
import { ensureFullAccessRole } from '../features/permission-roles/permission-roles.service.ts';
import { createAdministrator } from '../features/staff/administrators.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { TEST_PASSWORD, type TestApp } from './test-app.ts';

/**
 * Factories: each makes one record through the app's own API (or, for the first administrator, the
 * service the install command uses), with a name and e-mail no other call gives, so a test makes
 * what it asserts about and never leans on the demo dataset. Accounts sign in with TEST_PASSWORD.
 */

type Area = 'admin' | 'company' | 'student';

let serial = 0;
/** A number no other factory call in this test file gets. */
export const nextSerial = () => ++serial;
const uniqueEmail = (prefix: string) => `${prefix}-${nextSerial()}-${Date.now().toString(36)}@example.com`;

/** The factories' own requests come from this address, so they never count against a per-client limit a test measures. */
const FACTORY_CLIENT = '127.0.0.2';

let passwordHash: Promise<string> | undefined;
const hashedTestPassword = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

async function signIn(t: TestApp, area: Area, email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: pathOf(authEndpoints[area].login), payload: { email, password: TEST_PASSWORD }, remoteAddress: FACTORY_CLIENT });
  if (response.statusCode !== 200) throw new Error(`factory sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** Sends a body to an endpoint as the factories' administrator and returns the answer, failing loudly on any status but the endpoint's own. */
async function send<T>(t: TestApp, endpoint: EndpointDefinition, payload: object): Promise<T> {
  const { method, path } = endpoint;
  const response = await t.app.inject({ method, url: pathOf(endpoint), payload, headers: { authorization: `Bearer ${await factoryAdminToken(t)}` }, remoteAddress: FACTORY_CLIENT });
  if (response.statusCode !== (endpoint.status ?? 200)) throw new Error(`factory ${method} ${path} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/**
 * Sets the password an invitation mail offers: the newest set-password link written to the mail
 * outbox for that address (with or without SMTP, every mail is a row there first).
 */
async function acceptInvitation(t: TestApp, area: Area, email: string): Promise<void> {
  const [mail] = await t.db
    .select({ body: mailOutbox.body_text })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to_address})`, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation to ${email} in the mail outbox`);
  const response = await t.app.inject({
    method: 'POST',
    url: pathOf(authEndpoints[area].resetPassword),
    payload: { token: decodeURIComponent(token), password: TEST_PASSWORD },
    remoteAddress: FACTORY_CLIENT,
  });
  if (response.statusCode !== 200) throw new Error(`accepting the invitation of ${email} failed: ${response.statusCode} ${response.body}`);
}

/**
 * The administrator the factories act as, one per app: the first one the test made with createAdmin
 * (as on a fresh install, where the first administrator sets everything up), else one of their own.
 */
const factoryAdmins = new WeakMap<TestApp, Promise<string>>();
function factoryAdminToken(t: TestApp): Promise<string> {
  let token = factoryAdmins.get(t);
  if (!token) {
    token = createAdmin(t).then((admin) => admin.token);
    factoryAdmins.set(t, token);
  }
  return token;
}

/** An administrator made as the first one of an installation (`npm run admin:create`), signed in. */
export async function createAdmin(t: TestApp, options: { name?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail('admin');
  const name = options.name ?? `管理者 ${nextSerial()}`;
  const id = await createAdministrator(t.db, { email, name, passwordHash: await hashedTestPassword() }, ensureFullAccessRole);
  const token = await signIn(t, 'admin', email);
  if (!factoryAdmins.has(t)) factoryAdmins.set(t, Promise.resolve(token));
  return { id, email, name, token };
}

/**
 * A permission role holding exactly these levels, with no row for any other section. Written to the
 * tables directly: the permission tests need roles the API refuses (a level outside a section's
 * choice set, a section with no row at all).
 */
export async function roleWith(t: TestApp, levels: Partial<Record<Section, AccessLevel>>): Promise<number> {
  const [role] = await t.db.insert(permissionRoles).values({ name: `role ${nextSerial()} ${Date.now()}` }).returning({ id: permissionRoles.id });
  const rows = Object.entries(levels).map(([section, level]) => ({ role_id: role!.id, section, level }));
  if (rows.length > 0) await t.db.insert(permissionRoleLevels).values(rows);
  return role!.id;
}

/** A signed-in staff member whose role holds exactly these levels (see roleWith): their id, name, e-mail, role and token. */
export async function staffWith(t: TestApp, levels: Partial<Record<Section, AccessLevel>>, options: { mainRole?: MainRole; name?: string } = {}) {
  const email = uniqueEmail('staff');
  const name = options.name ?? `職員 ${nextSerial()}`;
  const roleId = await roleWith(t, levels);
  const [row] = await t.db
    .insert(staff)
    .values({ email, name, main_role: options.mainRole ?? MAIN_ROLE.general, permission_role_id: roleId, password_hash: await hashedTestPassword() })
    .returning({ id: staff.id });
  return { id: row!.id, email, name, roleId, token: await signIn(t, 'admin', email) };
}

/** A permission role made by an administrator through the API: these levels, none in every other section. */
export function createRole(t: TestApp, levels: Partial<Record<Section, AccessLevel>>, name = `ロール ${nextSerial()}`): Promise<PermissionRoleItem> {
  const none = Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none]));
  return send<PermissionRoleItem>(t, permissionRoleEndpoints.create, { name, levels: { ...none, ...levels } });
}

/** A staff member invited by an administrator who has set their password from the invitation, signed in. */
export async function createStaffMember(t: TestApp, body: Partial<StaffBodyInput> = {}) {
  const item = await send<StaffItem>(t, staffEndpoints.create, {
    name: `職員 ${nextSerial()}`,
    email: uniqueEmail('staff'),
    main_role: MAIN_ROLE.general,
    permission_role_id: null,
    ...body,
    active: true,
  });
  await acceptInvitation(t, 'admin', item.email);
  return { id: item.id, email: item.email, name: item.name, token: await signIn(t, 'admin', item.email) };
}

/** A company made by an administrator; a name of its own unless given. */
export function createCompany(t: TestApp, body: Partial<CompanyBodyInput> = {}): Promise<CompanyItem> {
  return send<CompanyItem>(t, companyEndpoints.create, { name: `テスト会社 ${nextSerial()}`, ...body });
}

/** A company user invited by an administrator who has set their password from the invitation, signed in. */
export async function createCompanyUser(t: TestApp, companyId: number, body: { name?: string; name_kana?: string; email?: string } = {}) {
  const item = await send<CompanyUserItem>(t, companyUserEndpoints.create, {
    company_id: companyId,
    name: `会社 担当${nextSerial()}`,
    email: uniqueEmail('company-user'),
    ...body,
  });
  await acceptInvitation(t, 'company', item.email);
  return { ...item, token: await signIn(t, 'company', item.email) };
}

/**
 * A student of the company who has signed up (set a password from the invitation) and, unless
 * `init_input_flg: 0` is given, finished onboarding; signed in.
 */
export async function createStudent(t: TestApp, companyId: number, body: Partial<Omit<CreateStudentBodyInput, 'send_invitation'>> = {}) {
  const n = nextSerial();
  const item = await send<StudentItem>(t, studentEndpoints.create, {
    name: `受講 生徒${n}`,
    email: uniqueEmail('student'),
    company_id: companyId,
    init_input_flg: 1,
    ...body,
    send_invitation: true,
  });
  await acceptInvitation(t, 'student', item.email);
  return { ...item, token: await signIn(t, 'student', item.email) };
}

/** Students of the company invited by no mail and not signed up yet: cheap rows for lists and paging. */
export async function createStudents(t: TestApp, companyId: number, count: number, body: Partial<Omit<CreateStudentBodyInput, 'send_invitation'>> = {}): Promise<StudentItem[]> {
  const items: StudentItem[] = [];
  for (let i = 0; i < count; i++) {
    items.push(await send<StudentItem>(t, studentEndpoints.create, { name: `受講 生徒${nextSerial()}`, email: uniqueEmail('student'), company_id: companyId, ...body, send_invitation: false }));
  }
  return items;
}

/** A teacher profile made by an administrator. */
export function createTeacher(t: TestApp, body: Partial<TeacherBodyInput> = {}): Promise<TeacherItem> {
  return send<TeacherItem>(t, teacherEndpoints.create, { name: `講師 ${nextSerial()}`, ...body });
}

/** A notice published now to everyone unless the body says otherwise. */
export function createNotice(t: TestApp, body: Partial<InformationBodyInput> = {}): Promise<InformationAdminItem> {
  return send<InformationAdminItem>(t, informationEndpoints.create, {
    name: `お知らせ ${nextSerial()}`,
    content: '本文',
    priority: 0,
    notice_target: 2,
    publish_status: 1,
    ...body,
  });
}
