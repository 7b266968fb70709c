import fs from 'node:fs/promises';
import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { pathOf, type EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { NOTICE_TARGET } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEndpointDefinitions } from '../test/endpoint-definitions.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../test/multipart.ts';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

/*
 * The calls of spec §7 (/work/shared/seed/000_78ea43b046d76b79.txt) answer the shapes the spec gives
 * them, with the fields of §3: every field the spec names is there, and what the spec calls an array
 * is an array (DESIGN §11: add fields, never rename; paging goes in the query and the headers).
 * The table below is written from the spec's text, not from our contracts, so a contract that drifts
 * from the spec fails here.
 */

/** An answer the spec describes: an object with these fields (some of them shaped in turn), or an array of such objects. */
type Shape = { object: readonly string[]; inner?: Record<string, Shape> } | { arrayOf: Shape };

const objectOf = (fields: readonly string[], inner?: Record<string, Shape>): Shape => ({ object: fields, ...(inner ? { inner } : {}) });
const arrayOf = (item: Shape): Shape => ({ arrayOf: item });

// §3 line 82: "Image item: path, name, changed (file change marker)" — `changed` marks the entries of
// an upload (§3 enumerations, "File change marker"); what a reader gets back is the image: path, name.
const IMAGE_ITEM = objectOf(['path', 'name']);

// §3 line 68: "Information (announcement): id, admin_id, priority, name (subject), content, read (bool),
// information_files (images), created_at (shown yyyy-MM-dd)."
const INFORMATION = objectOf(['id', 'admin_id', 'priority', 'name', 'content', 'read', 'information_files', 'created_at'], {
  information_files: arrayOf(IMAGE_ITEM),
});

// §3 line 66: "Signed-in user (kept in local storage): id, teacher_id, email, name, ..., main_role."
const SIGNED_IN_USER = objectOf([
  'id', 'teacher_id', 'email', 'name', 'name_kana', 'profile_icon_path', 'account_type', 'isLogin', 'company_id', 'company_name',
  'company_user_id', 'course_id', 'init_input_flg', 'final_input_flg', 'birthday', 'gender', 'prefecture_id', 'prefecture_name',
  'has_consulting_flg', 'is_course_completed', 'section_permissions', 'main_role',
]);

// §7 does not show the answer of the sign-in and the token check; the signed-in user of §3 is what the
// portal keeps from them, and DESIGN §5 wraps it: "Login returns { access_token, user }".
const SIGN_IN = objectOf(['access_token', 'user'], { user: SIGNED_IN_USER });
const TOKEN_CHECK = objectOf(['user'], { user: SIGNED_IN_USER });

type Caller = 'admin' | 'company' | 'student';

interface SpecCall {
  /** The spec's line, quoted. */
  spec: string;
  /** The call as our endpoint definitions name it (§7: "Exact path strings for several calls are not shown"). */
  method: EndpointDefinition['method'];
  path: string;
  caller: Caller;
  /** The spec's payload, when it shows one. */
  payload?: (world: World) => object;
  /** The spec's answer; undefined where the spec shows none (the call must still succeed with the spec's payload). */
  answer?: Shape;
}

const SPEC_CALLS: SpecCall[] = [
  // §7 line 148: "GET announcements (student path or company path; company path takes the company id) |
  // no payload; array of id, admin_id, priority, name, content, read, information_files, created_at"
  { spec: '§7 l.148 GET announcements (student path)', method: 'GET', path: '/api/student/informations', caller: 'student', answer: arrayOf(INFORMATION) },
  { spec: '§7 l.148 GET announcements (company path, company id)', method: 'GET', path: '/api/company/informations/:company_id', caller: 'company', answer: arrayOf(INFORMATION) },
  // §7 line 149: "POST mark announcement read (student or company path) | {id}"
  { spec: '§7 l.149 POST mark announcement read (student path)', method: 'POST', path: '/api/student/informations/read', caller: 'student', payload: (w) => ({ id: w.noticeId }) },
  { spec: '§7 l.149 POST mark announcement read (company path)', method: 'POST', path: '/api/company/informations/read', caller: 'company', payload: (w) => ({ id: w.noticeId }) },
  // §7 line 161 (admin): "login (POST); check_access_token (GET)."; line 169 (company) and 173 (student):
  // "login; ...; access-token check".
  ...(['admin', 'company', 'student'] as const).flatMap((area): SpecCall[] => [
    { spec: `§7 login (${area})`, method: 'POST', path: `/api/${area}/login`, caller: area, payload: (w) => ({ email: w.emails[area], password: TEST_PASSWORD }), answer: SIGN_IN },
    { spec: `§7 check_access_token (${area})`, method: 'GET', path: `/api/${area}/check_access_token`, caller: area, answer: TOKEN_CHECK },
  ]),
];

// §7's calls that are not built yet, each with the shape the spec gives it. When one is built (its path
// names an event), its row moves into SPEC_CALLS above.
//   line 150 GET latest event list; 151 GET event schedules for a student, /{id} appended: "response events,
//   number_of_future_event_reserved" (§3 line 74, Event list response); 152 GET event detail /{id} (§3 line 76);
//   153 POST join event; 154 PUT cancel event; 155 GET event schedules for mypage: "array"; 156 GET events with
//   unanswered surveys (§3 line 78); 157 GET canceled events (§3 line 70); 158 PUT /{event path}/{id}/read:
//   "is_canceled_event_read true".
// Other §7 calls that exist (password reset, webpush subscription, the admin CRUD) have no payload or
// answer shown, so there is nothing of theirs to compare.
const NOT_BUILT_YET = /event/i;

/** Where `value` differs from `shape`: a missing field, or an object where the spec has an array (and the reverse). */
function differences(value: unknown, shape: Shape, where: string): string[] {
  if ('arrayOf' in shape) {
    if (!Array.isArray(value)) return [`${where}: the spec's array is answered as ${kindOf(value)}`];
    // An empty array proves nothing about its items: the world gives every list one.
    if (value.length === 0) return [`${where}: empty, its items cannot be compared`];
    return value.flatMap((item, index) => differences(item, shape.arrayOf, `${where}[${index}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${where}: the spec's object is answered as ${kindOf(value)}`];
  return shape.object.flatMap((field) => {
    if (!(field in value)) return [`${where}.${field}: missing`];
    const inner = shape.inner?.[field];
    return inner ? differences((value as Record<string, unknown>)[field], inner, `${where}.${field}`) : [];
  });
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return `an object with ${Object.keys(value).join(', ') || 'no fields'}`;
  return JSON.stringify(value);
}

interface World {
  tokens: Record<Caller, string>;
  emails: Record<Caller, string>;
  companyId: number;
  noticeId: number;
}

const dataDir = `/tmp/manabiya-test-spec-shape-${process.pid}`;
let t: TestApp;
let endpoints: EndpointDefinition[];
let world: World;

beforeAll(async () => {
  endpoints = await loadEndpointDefinitions();
  t = await createTestApp({ DATA_DIR: dataDir });
  const admin = await createAdmin(t);
  const company = await createCompany(t);
  const companyUser = await createCompanyUser(t, company.id);
  const student = await createStudent(t, company.id);
  // A notice to everyone with an image, so the lists and their images have items to compare.
  const body = { name: '仕様の形', content: '本文', priority: PRIORITY.medium, notice_target: NOTICE_TARGET.everyone, publish_status: 1, information_files: [{ changed: 0, name: 'a.png' }] };
  const { payload, headers } = multipartPayload([
    { name: 'data', value: JSON.stringify(body) },
    { name: 'images', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
  ]);
  const created = await t.app.inject({ method: 'POST', url: pathOf(informationEndpoints.create), headers: { ...bearer(admin.token), ...headers }, payload });
  expect(created.statusCode, created.body).toBe(201);
  world = {
    tokens: { admin: admin.token, company: companyUser.token, student: student.token },
    emails: { admin: admin.email, company: companyUser.email, student: student.email },
    companyId: company.id,
    noticeId: created.json<InformationAdminItem>().id,
  };
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the calls of spec §7 answer the spec’s shapes', () => {
  it.each(SPEC_CALLS)('$method $path: $spec', async (call) => {
    const endpoint = endpoints.find((one) => one.method === call.method && one.path === call.path);
    expect(endpoint, `${call.method} ${call.path} is among the endpoint definitions`).toBeDefined();
    const url = pathOf(endpoint!, { company_id: world.companyId });
    const response = await t.call(call.method, url, world.tokens[call.caller], call.payload?.(world));
    expect(response.statusCode, response.body).toBe(endpoint!.status ?? 200);
    if (call.answer) expect(differences(response.json(), call.answer, `${call.method} ${call.path}`)).toEqual([]);
  });

  it('has a row for every call it names: §7’s event calls are not built yet', () => {
    expect(endpoints.filter((one) => NOT_BUILT_YET.test(one.path)).map((one) => `${one.method} ${one.path}`)).toEqual([]);
  });

  it('tells an object where the spec has an array, and a missing field', () => {
    const item = { id: 1, admin_id: 1, priority: 0, name: 'a', content: 'b', read: false, information_files: [{ path: '/p', name: 'n' }], created_at: 'c' };
    expect(differences([item], arrayOf(INFORMATION), 'list')).toEqual([]);
    expect(differences({ items: [item], total: 1, page: 0, page_size: 50 }, arrayOf(INFORMATION), 'list')).toEqual([
      "list: the spec's array is answered as an object with items, total, page, page_size",
    ]);
    const { read: _read, ...unread } = item;
    expect(differences([{ ...unread, information_files: {} }], arrayOf(INFORMATION), 'list')).toEqual([
      'list[0].read: missing',
      "list[0].information_files: the spec's array is answered as an object with no fields",
    ]);
  });
});
