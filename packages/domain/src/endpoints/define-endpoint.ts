import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, written once: the server registers its route from it and the web calls it through
 * it, so a path, a parameter, a body or a response cannot differ between the two (decision 021).
 * Paths use Fastify's `:name` placeholders, each named in `params`.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (file uploads), read part by part by its handler. */
  multipart?: true;
  /**
   * The parts of a multipart body, for the OpenAPI document only (the handler reads and checks the
   * parts itself): an object part travels as JSON, a file part is `filePart()`.
   */
  formParts?: z.ZodType;
  /** The success body; `z.string()` with `download` for a file such as CSV. */
  response: z.ZodType;
  /** The success status: 200 unless said (201 for a create, 204 for no content). */
  status?: 200 | 201 | 204;
  /** The response is a file to save (CSV, zip), not JSON. */
  download?: true;
  /**
   * Takes an `Idempotency-Key`: a repeat with the same key answers the first result instead of
   * running again (decision 029). Every create (`POST` answering 201) does unless it says `false`.
   */
  idempotent?: boolean;
  /**
   * On a company or student endpoint, the kind of record each path parameter names (`{ id: 'room' }`).
   * The server answers 404 for a record outside the caller's company (or, for a student, not their
   * own): the tenant-isolation test calls every such endpoint with another company's record of that
   * kind, so a path parameter without its kind here fails that test.
   */
  tenantScope?: Record<string, string>;
  /**
   * The response is one page of a longer list, an array as the spec shapes it (`page` and
   * `page_size` in the query); the total of the whole list travels in the `X-Total-Count` header.
   */
  totalCountHeader?: true;
}

/** The response header of a list answered as an array a page at a time: how many rows the whole list has. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The request header naming one attempt of a create; the web sends a fresh one per submit. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Whether the endpoint takes an `Idempotency-Key` (decision 029). */
export function takesIdempotencyKey(endpoint: Pick<EndpointDefinition, 'method' | 'status' | 'idempotent'>): boolean {
  return endpoint.idempotent ?? (endpoint.method === 'POST' && endpoint.status === 201);
}

/** Keeps the literal types of a definition (method, path, schemas) for both sides. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** A query string's values as a caller gives them: names are checked, values travel as text. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]?: QueryValue } : never;
/** A query already encoded by a list's URL state (`page=0&q=…`, without "?"). */
export type EncodedQuery = string;

/** What a caller passes for an endpoint: its path parameters, query, JSON body or form data. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType ? { params: SchemaInput<E['params']> } : unknown) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> | EncodedQuery } : unknown) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : unknown) &
  (E['multipart'] extends true ? { form: FormData } : unknown);

/** What a successful call answers: the JSON the server encoded with the response schema (its input side). */
export type EndpointOutput<E extends EndpointDefinition> = E['status'] extends 204 ? void : z.input<E['response']>;

/** The endpoint's path with its `:name` placeholders filled in (each value URI-encoded). */
export function pathOf(endpoint: Pick<EndpointDefinition, 'path'>, params: object = {}): string {
  const values = params as Record<string, string | number | undefined | null>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as the URL's search part (`?a=1&b=2`, or '' when empty); undefined, null and '' are left out. */
export function searchOf(query: Record<string, QueryValue> | EncodedQuery | undefined): string {
  if (!query) return '';
  if (typeof query === 'string') return `?${query}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value as ReadonlyArray<string | number>) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The full URL of a call (path + query), e.g. for a download link. */
export function urlOf(endpoint: Pick<EndpointDefinition, 'path'>, input: { params?: object; query?: Record<string, QueryValue> | EncodedQuery } = {}): string {
  return pathOf(endpoint, input.params) + searchOf(input.query);
}
