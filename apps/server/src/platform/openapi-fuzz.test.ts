import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Walks the OpenAPI document the app serves and sends, for every route and every parameter, values
 * an attacker would try, with a token of the route's portal and without one. Nothing may answer 5xx;
 * nothing may answer 2xx without a token on a route that needs one, or 2xx for a value no contract
 * allows (control characters, ids beyond the database's range); no value may get as far as the
 * database refusing it (the contracts refuse first, decision 016); no prototype gets polluted.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t);
  tokens.admin = (await createAdmin(t)).token;
  tokens.company = (await createCompanyUser(t, company.id)).token;
  tokens.student = (await createStudent(t, company.id)).token;
});
afterAll(() => t.close());

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}
interface Operation {
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Values no contract may accept: a 2xx with one of them in any field is a defect. */
const NEVER_VALID = {
  nul: 'a\u0000b',
  escape: 'x\u001b[31m',
  loneSurrogate: 'x\ud800y',
  idTooLarge: 2147483648,
} as const;

/** Values that may be valid somewhere (a long text, a negative filter), but must never break the server. */
const MUST_NOT_BREAK: Record<string, unknown> = {
  longText: 'あ'.repeat(10_240),
  hugeNumber: 1e308,
  unsafeInteger: Number.MAX_SAFE_INTEGER + 2,
  negative: -1,
  zero: 0,
  fraction: 1.5,
  numericText: '2147483648',
  exponentText: '1e309',
  emptyText: '',
  array: ['a', 'b'],
  object: { nested: { deep: 1 } },
  bool: true,
  nullValue: null,
  protoKey: JSON.parse('{"__proto__": {"polluted": 1}}') as unknown,
  constructorKey: { constructor: { prototype: { polluted: 1 } } },
};

/** Text forms for path and query parameters. */
const QUERY_VALUES: Record<string, string> = {
  nul: '%00',
  escape: '%1B',
  idTooLarge: '2147483648',
  longText: 'x'.repeat(10_240),
  negative: '-1',
  hugeNumber: '1e309',
  unsafeInteger: '9007199254740993',
  fraction: '1.5',
  text: 'abc',
  percent: '%25%27%22%3C',
  arrayForm: 'a&{name}=b',
};
const NEVER_VALID_QUERY = new Set(['nul', 'escape']);

/**
 * Bodies too big to walk (decision 037): 5,000 levels deep, 20,000 keys wide, 20,000 items long. Each
 * is refused (400) before it is parsed, in a JSON body and in a multipart `data` part alike.
 */
const DEEP_JSON = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const DEEP_ARRAYS = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const WIDE_JSON = JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])));
const LONG_JSON = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i));
const OVERSIZED_JSON = { deep: DEEP_JSON, deepArrays: DEEP_ARRAYS, wide: WIDE_JSON, long: LONG_JSON };

/** A multipart body whose `data` part holds `json`, declared as application/json or not. */
const multipartData = (json: string, declared: boolean) =>
  `--b\r\nContent-Disposition: form-data; name="data"\r\n${declared ? 'Content-Type: application/json\r\n' : ''}\r\n${json}\r\n--b--\r\n`;

const areaOf = (path: string) => /^\/api\/(admin|company|student)\//.exec(path)?.[1];

/** Routes the fuzzer leaves alone: the socket (OpenAPI has no upgrade operation) and ending its own sessions. */
const skipped = (method: string, path: string) => path.endsWith('/ws') || path.endsWith('/logout');

function operations(): Array<{ method: Method; path: string; operation: Operation }> {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation }))
      .filter(({ method, path: p }) => !skipped(method, p)),
  );
}

const ABSENT_ID = '987654';
const fillPath = (path: string, override?: { name: string; value: string }) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (override?.name === name ? override.value : ABSENT_ID));

const failures: string[] = [];
const DATABASE_REFUSED = '入力された値を扱えませんでした';

async function send(label: string, options: { method: Method; url: string; token?: string; payload?: unknown; headers?: Record<string, string>; neverValid: boolean; needsToken: boolean }) {
  const response = await t.app.inject({
    method: options.method,
    url: options.url,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
  const status = response.statusCode;
  if (status >= 500) failures.push(`${label}: ${status} ${response.body.slice(0, 160)}`);
  if (status < 300 && status >= 200 && options.neverValid) failures.push(`${label}: ${status} accepted a value no contract allows`);
  if (status < 300 && status >= 200 && options.needsToken && !options.token) failures.push(`${label}: ${status} without a token`);
  if (response.body.includes(DATABASE_REFUSED)) failures.push(`${label}: reached the database (a contract misses a bound)`);
}

function bodyProperties(operation: Operation): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const properties = schema?.properties ?? schema?.anyOf?.find((s) => s.properties)?.properties;
  return Object.keys(properties ?? {});
}

describe('hostile input over the OpenAPI document', () => {
  it('finds no 5xx, no 2xx without a token or for a value no contract allows, and no polluted prototype', { timeout: 240_000 }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    for (const { method, path, operation } of ops) {
      const area = areaOf(path);
      // A route that answers 401 without a token needs one; the public ones (login, reset, health) do not.
      const plainWithout = await t.app.inject({ method, url: fillPath(path), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      const needsToken = plainWithout.statusCode === 401;
      const callers = area ? [tokens[area], undefined] : [undefined];
      // A session of another portal is refused (403), never served (DESIGN §5).
      for (const other of area && needsToken ? Object.keys(tokens).filter((name) => name !== area) : []) {
        await send(`${method} ${path} with a ${other} token`, { method, url: fillPath(path), token: tokens[other], payload: method === 'GET' || method === 'DELETE' ? undefined : {}, neverValid: true, needsToken });
      }
      for (const token of callers) {
        const who = token ? area : 'no token';
        const base = { method, token, needsToken };
        const jsonBody = method === 'GET' || method === 'DELETE' ? undefined : {};

        // An encoded spelling of the path answers as the plain one (never 2xx without a token).
        await send(`${method} ${path} encoded (${who})`, { ...base, url: fillPath(path).replace(/^\/api\//, '/%61pi/'), payload: jsonBody, neverValid: false });
        if (area) {
          await send(`${method} ${path} encoded area (${who})`, { ...base, url: fillPath(path).replace(`/api/${area}/`, `/api/%${area.charCodeAt(0).toString(16)}${area.slice(1)}/`), payload: jsonBody, neverValid: false });
        }

        for (const parameter of operation.parameters ?? []) {
          for (const [name, value] of Object.entries(QUERY_VALUES)) {
            const neverValid = NEVER_VALID_QUERY.has(name) || (name === 'idTooLarge' && /(^|_)id$/.test(parameter.name));
            const url = parameter.in === 'path'
              ? fillPath(path, { name: parameter.name, value: value.replace('{name}', parameter.name) })
              : `${fillPath(path)}?${parameter.name}=${value.replace('{name}', parameter.name)}`;
            await send(`${method} ${path} ${parameter.in} ${parameter.name}=${name} (${who})`, { ...base, url, payload: jsonBody, neverValid });
          }
        }

        if (jsonBody === undefined) continue;
        const properties = bodyProperties(operation);
        // A route that declares no body ignores one; what it must refuse is a body it reads.
        const readsBody = operation.requestBody !== undefined;
        for (const property of properties) {
          for (const [name, value] of Object.entries(NEVER_VALID)) {
            const neverValid = name !== 'idTooLarge' || /(^|_)id$/.test(property);
            await send(`${method} ${path} body ${property}=${name} (${who})`, { ...base, url: fillPath(path), payload: { [property]: value }, neverValid });
          }
          for (const [name, value] of Object.entries(MUST_NOT_BREAK)) {
            await send(`${method} ${path} body ${property}=${name} (${who})`, { ...base, url: fillPath(path), payload: { [property]: value }, neverValid: false });
          }
          // Numbers JSON.stringify cannot write: beyond a double (Infinity once parsed) and beyond a safe integer.
          for (const number of ['1e309', '9007199254740993', '-2147483649']) {
            await send(`${method} ${path} body ${property}=${number} (${who})`, { ...base, url: fillPath(path), payload: `{${JSON.stringify(property)}: ${number}}`, headers: { 'content-type': 'application/json' }, neverValid: /(^|_)id$/.test(property) });
          }
          await send(`${method} ${path} body ${property}=[nul] (${who})`, { ...base, url: fillPath(path), payload: { [property]: [NEVER_VALID.nul] }, neverValid: true });
        }
        await send(`${method} ${path} body array (${who})`, { ...base, url: fillPath(path), payload: [1, 2], neverValid: false });
        await send(`${method} ${path} body __proto__ (${who})`, { ...base, url: fillPath(path), payload: '{"__proto__": {"polluted": 1}}', headers: { 'content-type': 'application/json' }, neverValid: false });
        await send(`${method} ${path} body key with NUL (${who})`, { ...base, url: fillPath(path), payload: { 'a\u0000': 1 }, neverValid: readsBody });
        await send(`${method} ${path} broken JSON (${who})`, { ...base, url: fillPath(path), payload: '{"a":', headers: { 'content-type': 'application/json' }, neverValid: readsBody });
        await send(`${method} ${path} broken multipart (${who})`, {
          ...base,
          url: fillPath(path),
          payload: '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          neverValid: readsBody,
        });
        await send(`${method} ${path} multipart without boundary (${who})`, { ...base, url: fillPath(path), payload: 'x', headers: { 'content-type': 'multipart/form-data' }, neverValid: readsBody });
        for (const [name, json] of Object.entries(OVERSIZED_JSON)) {
          // Refused whatever the route: no route may take a body nobody can walk.
          await send(`${method} ${path} ${name} JSON body (${who})`, { ...base, url: fillPath(path), payload: json, headers: { 'content-type': 'application/json' }, neverValid: true });
          if (!operation.requestBody?.content?.['multipart/form-data']) continue;
          for (const declared of [false, true]) {
            await send(`${method} ${path} ${name} multipart data${declared ? ' declared JSON' : ''} (${who})`, {
              ...base,
              url: fillPath(path),
              payload: multipartData(json, declared),
              headers: { 'content-type': 'multipart/form-data; boundary=b' },
              neverValid: true,
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });
});
