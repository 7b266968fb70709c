import type { CompanyBodyInput, CompanyItem } from '@manabiya/domain/contracts/companies';
import type { InformationAdminItem, InformationBodyInput } from '@manabiya/domain/contracts/informations';
import type { PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import type { StaffBodyInput, StaffItem } from '@manabiya/domain/contracts/staff';
import type { CreateStudentBodyInput, StudentItem } from '@manabiya/domain/contracts/students';
import type { TeacherBodyInput, TeacherItem } from '@manabiya/domain/contracts/teachers';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { companyEndpoints, companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import type { EndpointDefinition, EndpointInput, EndpointOutput } from '@manabiya/domain/endpoints/define-endpoint';
import { permissionRoleEndpoints } from '@manabiya/domain/endpoints/permission-roles';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import type { z } from 'zod';
import { ACCOUNT_PASSWORD, INSTALL_ADMIN, mailCount, waitForMail, type Area } from './fixtures.ts';
import { apiToken, callApi, makePng } from './information-admin-api.ts';

/**
 * The world a spec builds for itself through the API, as the install's administrator: companies,
 * staff, roles, students, teachers, each with a name and e-mail no other spec uses. Accounts set
 * ACCOUNT_PASSWORD from their invitation mail, so a spec signs in as them like a person would.
 */

let serial = 0;
/** The worker running this spec file: its marks differ from those of a spec running beside it. */
const worker = process.env.VITEST_POOL_ID ?? '1';
/** A mark no other call in this run gets: base 36 time, a counter, and the worker after a `w`. */
export const uniqueMark = () => `${Date.now().toString(36)}${(++serial).toString(36)}w${worker}`;
const uniqueEmail = (prefix: string) => `${prefix}-${uniqueMark()}@example.com`;

let adminToken: Promise<string> | undefined;
/** A token of the install's administrator, signed in once per spec file. */
export function installAdminToken(): Promise<string> {
  adminToken ??= apiToken('admin', INSTALL_ADMIN.email);
  return adminToken;
}

/** Signs an account made here in to its portal's API and returns the bearer token. */
export async function accountToken(area: Area, email: string): Promise<string> {
  const response = await callApi('', authEndpoints[area].login, { body: { email, password: ACCOUNT_PASSWORD } });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Sends a body to an endpoint as the install's administrator and returns the answer, failing on any status but the endpoint's own. */
async function asAdmin<E extends EndpointDefinition & { body: z.ZodType }>(endpoint: E, body: z.input<E['body']>): Promise<EndpointOutput<E>> {
  const input: EndpointInput<EndpointDefinition & { body: z.ZodType }> = { body };
  const response = await callApi(await installAdminToken(), endpoint as EndpointDefinition & { body: z.ZodType }, input);
  const expected = endpoint.status ?? 200;
  if (response.status !== expected) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as EndpointOutput<E>;
}

/** Sets ACCOUNT_PASSWORD from the invitation mailed to `email` after the first `mailsBefore` mails. */
async function acceptInvitation(area: Area, email: string, mailsBefore: number): Promise<void> {
  const mail = await waitForMail(email, mailsBefore);
  const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}:\n${mail}`);
  const response = await callApi('', authEndpoints[area].resetPassword, { body: { token, password: ACCOUNT_PASSWORD } });
  if (!response.ok) throw new Error(`accepting the invitation of ${email}: ${response.status} ${await response.text()}`);
}

export interface Account {
  id: number;
  email: string;
  name: string;
}

export function createCompany(body: Partial<CompanyBodyInput> = {}): Promise<CompanyItem> {
  return asAdmin(companyEndpoints.create, { name: `E2E会社 ${uniqueMark()}`, ...body });
}

/** A permission role with these levels and none in every other section. */
export function createRole(levels: Partial<Record<Section, AccessLevel>>, name = `E2Eロール ${uniqueMark()}`): Promise<PermissionRoleItem> {
  const every = Object.fromEntries(SECTIONS.map((section) => [section, levels[section] ?? ACCESS_LEVEL.none])) as Record<Section, AccessLevel>;
  return asAdmin(permissionRoleEndpoints.create, { name, levels: every });
}

/** A staff member who has accepted the invitation. */
export async function createStaff(body: Partial<StaffBodyInput> = {}): Promise<Account & Pick<StaffItem, 'permission_role_id'>> {
  const before = mailCount();
  const item = await asAdmin(staffEndpoints.create, {
    name: `E2E 職員${uniqueMark()}`,
    email: uniqueEmail('e2e-staff'),
    main_role: MAIN_ROLE.general,
    permission_role_id: null,
    ...body,
    active: true,
  });
  await acceptInvitation('admin', item.email, before);
  return { id: item.id, email: item.email, name: item.name, permission_role_id: item.permission_role_id };
}

/** A company user who has accepted the invitation. */
export async function createCompanyUser(companyId: number, body: { name?: string; name_kana?: string } = {}): Promise<Account> {
  const before = mailCount();
  const item = await asAdmin(companyUserEndpoints.create, { company_id: companyId, name: `E2E 担当${uniqueMark()}`, email: uniqueEmail('e2e-company'), ...body });
  await acceptInvitation('company', item.email, before);
  return { id: item.id, email: item.email, name: item.name };
}

/** A student who has accepted the invitation and, unless `init_input_flg: 0`, finished the start flow. */
export async function createStudent(companyId: number, body: Partial<Omit<CreateStudentBodyInput, 'send_invitation'>> = {}): Promise<Account> {
  const before = mailCount();
  const item = await asAdmin(studentEndpoints.create, {
    name: `E2E 受講${uniqueMark()}`,
    email: uniqueEmail('e2e-student'),
    company_id: companyId,
    init_input_flg: 1,
    ...body,
    send_invitation: true,
  });
  await acceptInvitation('student', item.email, before);
  return { id: item.id, email: item.email, name: item.name };
}

/** Students of the company not signed up yet (no mail): rows for lists. */
export async function createStudents(companyId: number, count: number, body: Partial<Omit<CreateStudentBodyInput, 'send_invitation'>> = {}): Promise<StudentItem[]> {
  const items: StudentItem[] = [];
  for (let i = 0; i < count; i++) {
    items.push(await asAdmin(studentEndpoints.create, { name: `E2E 受講${uniqueMark()}`, email: uniqueEmail('e2e-student'), company_id: companyId, ...body, send_invitation: false }));
  }
  return items;
}

export function createTeacher(body: Partial<TeacherBodyInput> = {}): Promise<TeacherItem> {
  return asAdmin(teacherEndpoints.create, { name: `E2E 講師${uniqueMark()}`, ...body });
}

/**
 * A notice made by the install's administrator: low priority, to students, published now unless the
 * body says otherwise; `images` names PNG files to attach. Delete it when done (deleteNotices).
 */
export async function createNotice(body: Partial<InformationBodyInput> = {}, images: string[] = []): Promise<InformationAdminItem> {
  const notice: InformationBodyInput = {
    name: `E2Eお知らせ ${uniqueMark()}`,
    content: '本文です。',
    priority: PRIORITY.low,
    notice_target: NOTICE_TARGET.students,
    publish_status: PUBLISH_STATUS.public,
    ...body,
    information_files: images.map((name) => ({ changed: 0 as const, name })),
  };
  const form = new FormData();
  form.append('data', JSON.stringify(notice));
  for (const name of images) form.append('images', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), name);
  const response = await callApi(await installAdminToken(), informationEndpoints.create, { form });
  if (response.status !== 201) throw new Error(`create notice: ${response.status} ${await response.text()}`);
  return (await response.json()) as InformationAdminItem;
}

/** The ids of the notices whose subject or content has `text`, to delete what a spec made. */
export async function noticesMatching(text: string): Promise<number[]> {
  const response = await callApi(await installAdminToken(), informationEndpoints.list, { query: { q: text, page_size: 200 } });
  if (!response.ok) throw new Error(`list notices: ${response.status}`);
  return ((await response.json()) as { items: Array<{ id: number }> }).items.map((item) => item.id);
}

/** Marks every notice the account sees as read, so a spec starts from nothing unread (as a user who has caught up). */
export async function readEverything(area: 'company' | 'student', email: string): Promise<void> {
  const token = await accountToken(area, email);
  const response = await callApi(token, area === 'student' ? informationEndpoints.studentReadAll : informationEndpoints.companyReadAll);
  if (response.status !== 200) throw new Error(`read every notice as ${email}: ${response.status}`);
}
