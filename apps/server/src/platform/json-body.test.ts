import { MAX_CURRICULUM_STEPS } from '@manabiya/domain/contracts/courses';
import { MAX_PLAYED_RANGES } from '@manabiya/domain/contracts/movies';
import { STUDENT_IMPORT_MAX_ROWS } from '@manabiya/domain/contracts/students';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/factories.ts';
import { multipartPayload, PNG_BYTES, type MultipartPart } from '../test/multipart.ts';
import { createRoomTestApp, createRoomWorld, openRoom, type RoomWorld } from '../test/room-world.ts';
import { bearer, type TestApp } from '../test/test-app.ts';
import {
  JSON_MAX_DEPTH,
  JSON_MAX_VALUES,
  JSON_TOO_DEEP_MESSAGE,
  JSON_TOO_MANY_VALUES_MESSAGE,
  jsonTextProblem,
  jsonValueProblem,
} from './json-body.ts';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const wide = (keys: number) => JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])));
const long = (items: number) => JSON.stringify(Array.from({ length: items }, (_, i) => i));

describe('measuring JSON text before it is parsed', () => {
  it(`refuses more than ${JSON_MAX_DEPTH} levels and more than ${JSON_MAX_VALUES} values, and lets the rest through`, () => {
    expect(jsonTextProblem(nested(JSON_MAX_DEPTH))).toBeUndefined();
    expect(jsonTextProblem(nested(JSON_MAX_DEPTH + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonTextProblem(nestedArrays(5000))).toBe(JSON_TOO_DEEP_MESSAGE);
    // The root and its items: an array of n items holds n + 1 values, an object of n keys too.
    expect(jsonTextProblem(long(JSON_MAX_VALUES - 1))).toBeUndefined();
    expect(jsonTextProblem(long(JSON_MAX_VALUES))).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
    expect(jsonTextProblem(wide(JSON_MAX_VALUES - 1))).toBeUndefined();
    expect(jsonTextProblem(wide(JSON_MAX_VALUES))).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
    expect(jsonTextProblem(JSON.stringify(Array.from({ length: 4000 }, () => [])))).toBeUndefined();
    expect(jsonTextProblem(JSON.stringify(Array.from({ length: 6000 }, () => [1])))).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
  });

  it('counts nothing inside strings, escaped quotes and backslashes included', () => {
    const brackets = JSON.stringify({ text: '{['.repeat(10_000) + '"\\' + ',\\"'.repeat(20_000) });
    expect(jsonTextProblem(brackets)).toBeUndefined();
    expect(jsonTextProblem(JSON.stringify({ a: 'x\\', b: nested(3) }))).toBeUndefined();
    expect(jsonTextProblem(`{"a\\\\":${nested(JSON_MAX_DEPTH)}}`)).toBe(JSON_TOO_DEEP_MESSAGE);
    // Malformed text is the parser's to refuse.
    expect(jsonTextProblem('{"a":"unterminated')).toBeUndefined();
    expect(jsonTextProblem('}}}]]]')).toBeUndefined();
  });

  it('measures a parsed value the same way, without recursion', () => {
    expect(jsonValueProblem(JSON.parse(nested(JSON_MAX_DEPTH)))).toBeUndefined();
    expect(jsonValueProblem(JSON.parse(nested(JSON_MAX_DEPTH + 1)))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonValueProblem(JSON.parse(nested(100_000)))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonValueProblem(JSON.parse(long(JSON_MAX_VALUES - 1)))).toBeUndefined();
    expect(jsonValueProblem(JSON.parse(long(JSON_MAX_VALUES)))).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
    expect(jsonValueProblem(JSON.parse(wide(JSON_MAX_VALUES)))).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
  });

  it('lets the largest legitimate bodies through', () => {
    const csv = Array.from({ length: STUDENT_IMPORT_MAX_ROWS }, (_, i) => `大量 ${i},タイリョウ,bulk-${i}@example.com,1,受講中,,,2026-04-01,,,,`).join('\r\n');
    const bodies = [
      { csv, send_invitations: true },
      { curriculum_id: 1, step_ids: Array.from({ length: MAX_CURRICULUM_STEPS }, (_, i) => i + 1) },
      { position_seconds: 1, played_ranges: Array.from({ length: MAX_PLAYED_RANGES }, (_, i) => [i, i + 1]) },
      { name: 'お知らせ', course_ids: Array.from({ length: 200 }, (_, i) => i + 1), information_files: Array.from({ length: 10 }, (_, i) => ({ changed: 0, name: `${i}.png` })) },
    ];
    for (const body of bodies) expect(jsonTextProblem(JSON.stringify(body))).toBeUndefined();
  });
});

let t: TestApp;
let w: RoomWorld;
let admin: string;
beforeAll(async () => {
  t = await createRoomTestApp();
  w = await createRoomWorld(t);
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const DEEP = nested(5000);
const WIDE = wide(JSON_MAX_VALUES);
const LONG = long(JSON_MAX_VALUES);

describe('a JSON body too deep or too big is refused with 400 before it is parsed', () => {
  it.each([
    ['POST', '/api/student/login', undefined],
    ['POST', '/api/admin/password_reset/send_email', undefined],
    ['PUT', '/api/student/selfcheck', 'student'],
    ['POST', '/api/admin/teacher', 'admin'],
  ] as const)('%s %s', async (method, url, who) => {
    const token = who === 'student' ? w.student.token : who === 'admin' ? admin : undefined;
    const send = (payload: string, language = 'ja') => t.call(method, url, token, payload, { 'content-type': 'application/json', 'accept-language': language });
    const deep = await send(DEEP);
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'bad_request', message: JSON_TOO_DEEP_MESSAGE });
    expect((await send(DEEP, 'en')).json<{ message: string }>().message).toBe(`The JSON is nested too deeply. Use at most ${JSON_MAX_DEPTH} levels.`);
    for (const big of [WIDE, LONG]) {
      const response = await send(big);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(JSON_TOO_MANY_VALUES_MESSAGE);
    }
    // Within the limits the body is parsed and checked by the contract as before.
    expect((await send(nested(JSON_MAX_DEPTH))).json<{ code: string }>().code).not.toBe('internal');
    expect((await send('{"__proto__": {"polluted": 1}}')).statusCode).toBe(400);
  });
});

/** A room message or a notice as multipart, with the `data` parts given and an image. */
function multipart(dataParts: Array<{ value: string; contentType?: string }>, fileField: 'files' | 'images') {
  const parts: MultipartPart[] = [
    ...dataParts.map((part) => ({ name: 'data', ...part })),
    { name: fileField, filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
  ];
  return multipartPayload(parts);
}

describe('the JSON `data` part of a multipart body', () => {
  const notice = (name: string) => JSON.stringify({ name, content: '本文', priority: 0, notice_target: 2, publish_status: 1, information_files: [{ changed: 0, name: 'a.png' }] });
  const message = (body: string) => JSON.stringify({ message_type: MESSAGE_TYPE.question, body });

  async function sendRoomMessage(dataParts: Array<{ value: string; contentType?: string }>) {
    const room = await openRoom(t, w.student.token, w.assignmentStepId);
    const { payload, headers } = multipart(dataParts, 'files');
    return t.app.inject({ method: 'POST', url: pathOf(roomEndpoints.studentMessage, { id: room.id }), headers: { ...bearer(w.student.token), ...headers }, payload });
  }
  function sendNotice(dataParts: Array<{ value: string; contentType?: string }>) {
    const { payload, headers } = multipart(dataParts, 'images');
    return t.app.inject({ method: 'POST', url: '/api/admin/information', headers: { ...bearer(admin), ...headers }, payload });
  }
  const senders = [
    ['a room message', sendRoomMessage, message] as const,
    ['a notice', sendNotice, notice] as const,
  ];

  it.each(senders)('of %s is read whether or not it declares application/json', async (_name, send, data) => {
    for (const contentType of [undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain']) {
      const response = await send([{ value: data(`型 ${contentType ?? 'なし'}`), ...(contentType ? { contentType } : {}) }]);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(201);
    }
    const broken = await send([{ value: '{"name":', contentType: 'application/json' }]);
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe('application/json として送られた項目を JSON として読み取れませんでした。');
    expect((await send([{ value: '{"name":' }])).json<{ message: string }>().message).toBe('data の JSON を読み取れませんでした。');
  });

  it.each(senders)('of %s is refused when too deep or too big, declared as JSON or not', async (_name, send) => {
    for (const contentType of [undefined, 'application/json']) {
      for (const [value, expected] of [[DEEP, JSON_TOO_DEEP_MESSAGE], [WIDE, JSON_TOO_MANY_VALUES_MESSAGE], [LONG, JSON_TOO_MANY_VALUES_MESSAGE]] as const) {
        const response = await send([{ value, ...(contentType ? { contentType } : {}) }]);
        expect(response.statusCode, `${contentType}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(expected);
      }
    }
  });

  it.each(senders)('of %s is refused when sent twice, rather than one of them winning', async (_name, send, data) => {
    const twice = await send([{ value: data('一つめ') }, { value: data('二つめ') }]);
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json<{ message: string }>().message).toBe('data が2つ以上送られました。data は1つだけ送ってください。');
  });
});
