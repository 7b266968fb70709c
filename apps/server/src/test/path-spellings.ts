import http from 'node:http';

/** How a path is spelled oddly, and what it must answer: exactly what the plain path answers, or 404 (never data). */
export interface Spelling {
  name: string;
  url: string;
  /** `same`: the same status as the plain path; `not-found`: names no route (escapes are decoded once, never twice). */
  expect: 'same' | 'not-found';
}

const encodeCharacter = (character: string, upper = false) => {
  const hex = character.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * Odd spellings of a route path (`/api/{area}/…`, query kept as is) that an attacker tries: each
 * letter of `api` and of the area percent-encoded, upper and lower hex, an encoded slash, doubled
 * slashes, a trailing slash, `..` and `.` segments (plain and encoded), and double encoding.
 */
export function oddSpellings(url: string): Spelling[] {
  const match = /^\/api\/([a-z]+)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error(`not an area path: ${url}`);
  const [, area = '', rest = '', query = ''] = match;
  const spellings: Spelling[] = [];
  for (let i = 0; i < 3; i++) {
    spellings.push({ name: `api letter ${i} encoded`, url: `/${'api'.slice(0, i)}${encodeCharacter('api'[i]!)}${'api'.slice(i + 1)}/${area}${rest}${query}`, expect: 'same' });
  }
  for (let i = 0; i < area.length; i++) {
    spellings.push({ name: `area letter ${i} encoded`, url: `/api/${area.slice(0, i)}${encodeCharacter(area[i]!, i % 2 === 1)}${area.slice(i + 1)}${rest}${query}`, expect: 'same' });
  }
  spellings.push(
    { name: 'whole area encoded', url: `/api/${[...area].map((c) => encodeCharacter(c, true)).join('')}${rest}${query}`, expect: 'same' },
    { name: 'encoded slash %2F', url: `/api%2F${area}${rest}${query}`, expect: 'same' },
    { name: 'encoded slash %2f', url: `/api/${area}${rest.replace('/', '%2f')}${query}`, expect: 'same' },
    { name: 'leading double slash', url: `//api/${area}${rest}${query}`, expect: 'same' },
    { name: 'inner double slashes', url: `/api//${area}/${rest}${query}`, expect: 'same' },
    { name: 'trailing slash', url: `/api/${area}${rest}/${query}`, expect: 'same' },
    { name: 'dot segment', url: `/api/./${area}${rest}${query}`, expect: 'same' },
    { name: 'dot-dot from another area', url: `/api/${area === 'admin' ? 'student' : 'admin'}/../${area}${rest}${query}`, expect: 'same' },
    { name: 'encoded dot-dot', url: `/api/x/%2e%2E/${area}${rest}${query}`, expect: 'same' },
    { name: 'dot-dot after an encoded slash', url: `/api/x%2f..%2F${area}${rest}${query}`, expect: 'same' },
    { name: 'double-encoded area letter', url: `/api/${encodeCharacter('%')}${encodeCharacter(area[0]!).slice(1)}${area.slice(1)}${rest}${query}`, expect: 'not-found' },
    { name: 'double-encoded api letter', url: `/%25${encodeCharacter('a').slice(1)}pi/${area}${rest}${query}`, expect: 'not-found' },
  );
  return spellings;
}

export interface RawResponse {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Sends the path exactly as written (no client-side normalisation, unlike `fetch` or `app.inject`). */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string; newConnection?: boolean },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent: options.newConnection ? false : agent, hostname, port, method: options.method, path: options.path, headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
