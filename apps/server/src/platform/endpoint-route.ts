import { ErrorBody } from '@manabiya/domain/contracts/common';
import { TOTAL_COUNT_HEADER, takesIdempotencyKey, type EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { Access } from '@manabiya/domain/permissions/access-levels';
import type { Section } from '@manabiya/domain/permissions/sections';
import { answerTranslatorOf } from './answer-messages.ts';
import { staffCallerOf, type StaffCaller } from './auth/authenticate.ts';
import { requestLanguage } from './request-language.ts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request whose params, query and body have passed the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type ItemOf<T> = T extends ReadonlyArray<infer Item> ? Item : never;

/**
 * What a handler answers: the response body (encoded by the endpoint's schema), one page of the list
 * for an endpoint with `totalCountHeader` (its items go as the body, its total as the header), nothing
 * for 204, or the reply it sent itself (files).
 */
type HandlerResult<E extends EndpointDefinition> =
  | (E['status'] extends 204 ? void : E['totalCountHeader'] extends true ? ListResponse<ItemOf<z.output<E['response']>>> : z.output<E['response']>)
  | FastifyReply;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers a page of a list as an array with its total in `X-Total-Count`; set by addEndpointRoute from the endpoint definition. */
    totalCountHeader?: boolean;
  }
}

export interface EndpointRouteOptions<E extends EndpointDefinition> {
  /** OpenAPI group, e.g. `admin: teachers`. */
  tags: string[];
  /** `permission` of an admin route, `public` of a route without a session (see platform/auth/authenticate.ts). */
  config?: FastifyContextConfig;
  /** Failure statuses beyond 400, 401, 403, 404 and 409 (e.g. 413 and 415 for uploads, 429). */
  moreErrors?: ReadonlyArray<413 | 415 | 429 | 503>;
  /** A request body limit above the server's default (e.g. a CSV file's text sent as JSON). */
  bodyLimit?: number;
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => HandlerResult<E> | Promise<HandlerResult<E>>;
}

const ERROR_STATUSES = [400, 401, 403, 404, 409] as const;

/**
 * Registers the route of an endpoint definition: its method, path and schemas come from the
 * definition shared with the web, so a handler only parses nothing, calls its service and answers.
 */
/** The route schema key holding a multipart body's parts, read only by the OpenAPI transform. */
export const FORM_PARTS_KEY = 'x-form-parts';

export function addEndpointRoute<E extends EndpointDefinition>(app: FastifyInstance, endpoint: E, options: EndpointRouteOptions<E>): void {
  const status = endpoint.status ?? 200;
  // A create takes an Idempotency-Key (platform/idempotency.ts; 422 when a key is reused for another request).
  const idempotent = takesIdempotencyKey(endpoint);
  const errors = Object.fromEntries([...ERROR_STATUSES, ...(options.moreErrors ?? []), ...(idempotent ? [422] : [])].map((code) => [code, ErrorBody]));
  // The answer's messages for the reader (ServerMessage fields) go out in the request's language, as errors do.
  const translate = answerTranslatorOf(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, ...(idempotent ? { idempotent } : {}), ...(endpoint.totalCountHeader ? { totalCountHeader: true } : {}) },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    schema: {
      tags: options.tags,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // A multipart body is read part by part by its handler (files are streamed, never validated as JSON).
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // Its parts, for the OpenAPI document only (platform/swagger.ts shows them as the request body).
      ...(endpoint.formParts ? { [FORM_PARTS_KEY]: endpoint.formParts } : {}),
      response: { [status]: endpoint.response, ...errors },
    },
    handler: async (request, reply) => {
      // The schemas above were checked before the handler runs, so the request has the endpoint's types.
      const result = await options.handler(request as EndpointRequest<E>, reply);
      // A handler that answered itself (a file, a streamed CSV) returns its reply. From an async
      // handler the reply, being thenable, is awaited instead: that waits for the answer to finish and
      // gives undefined, so "answered already" is read from the reply, not from the result.
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      if (endpoint.totalCountHeader) {
        const page = result as ListResponse<unknown>;
        const items = translate ? translate(page.items, requestLanguage(request)) : page.items;
        return reply.status(status).header(TOTAL_COUNT_HEADER, page.total).send(items);
      }
      if (status === 204) return reply.status(status).send(null);
      return reply.status(status).send(translate ? translate(result, requestLanguage(request)) : result);
    },
  });
}

/** What a section route adds to its handler: the same extras an endpoint route takes. */
type SectionRouteExtras<E extends EndpointDefinition> = Pick<EndpointRouteOptions<E>, 'handler' | 'moreErrors' | 'bodyLimit' | 'config'>;

/** Registers one endpoint of an admin section at an access level, with its handler or its handler and extras. */
export type SectionRoute = <E extends EndpointDefinition>(
  endpoint: E,
  access: Access,
  route: EndpointRouteOptions<E>['handler'] | SectionRouteExtras<E>,
) => void;

/**
 * The routes of an admin section share their OpenAPI group and the section their permission
 * names, so each route only states its access level (read, write or all) and its handler.
 */
export function sectionRoutes(app: FastifyInstance, group: { tags: string[]; section: Section }): SectionRoute {
  return (endpoint, access, route) => {
    const options = typeof route === 'function' ? { handler: route } : route;
    addEndpointRoute(app, endpoint, { ...options, tags: group.tags, config: { ...options.config, permission: { section: group.section, access } } });
  };
}

/** The six calls of a staff-managed record (`recordEndpoints` in the domain package). */
interface RecordEndpointSet {
  list: EndpointDefinition;
  get: EndpointDefinition;
  history: EndpointDefinition;
  create: EndpointDefinition;
  update: EndpointDefinition;
  remove: EndpointDefinition;
}

type Answer<E extends EndpointDefinition> = HandlerResult<E> | Promise<HandlerResult<E>>;

/** The service methods behind a record's calls, each given the staff caller first; a call left out is not registered. */
export interface RecordHandlers<E extends RecordEndpointSet> {
  list?: (caller: StaffCaller, query: Parsed<E['list']['query']>) => Answer<E['list']>;
  get?: (caller: StaffCaller, id: number) => Answer<E['get']>;
  history?: (id: number) => Answer<E['history']>;
  create?: (caller: StaffCaller, body: Parsed<E['create']['body']>) => Answer<E['create']>;
  update?: (caller: StaffCaller, id: number, body: Parsed<E['update']['body']>) => Answer<E['update']>;
  remove?: (caller: StaffCaller, id: number) => Answer<E['remove']>;
}

/**
 * The access each call of a record needs (DESIGN §5): reading read, creating and replacing write,
 * deleting all. A section whose choice set has no write (role_management) passes `{ create: 'all', update: 'all' }`.
 */
const RECORD_ACCESS = { list: 'read', get: 'read', history: 'read', create: 'write', update: 'write', remove: 'all' } as const satisfies Record<
  keyof RecordEndpointSet,
  Access
>;

/** For each of a record's calls, the name of the service method that answers it (a method of the right signature). */
export type RecordMethods<E extends RecordEndpointSet, S> = {
  [K in keyof RecordHandlers<E>]?: { [M in keyof S]: S[M] extends NonNullable<RecordHandlers<E>[K]> ? M : never }[keyof S];
};

/**
 * Registers a record's calls on an admin section with the access rule above, each answered by the
 * service method named for it: `recordRoutes(route, endpoints, service, { list: 'listTeachers', … })`.
 */
export function recordRoutes<E extends RecordEndpointSet, S>(
  route: SectionRoute,
  endpoints: E,
  service: S,
  methods: RecordMethods<E, S>,
  access: Partial<Record<keyof RecordEndpointSet, Access>> = {},
): void {
  const level = { ...RECORD_ACCESS, ...access };
  const handler = <K extends keyof RecordHandlers<E>>(call: K) => {
    const name = methods[call];
    if (name === undefined) return undefined;
    const method = service[name] as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => method.apply(service, args)) as NonNullable<RecordHandlers<E>[K]>;
  };
  const id = (request: FastifyRequest) => (request.params as { id: number }).id;
  const [list, get, history, create, update, remove] = [handler('list'), handler('get'), handler('history'), handler('create'), handler('update'), handler('remove')];
  if (list) route(endpoints.list, level.list, (request) => list(staffCallerOf(request), request.query as Parsed<E['list']['query']>));
  if (get) route(endpoints.get, level.get, (request) => get(staffCallerOf(request), id(request)));
  if (history) route(endpoints.history, level.history, (request) => history(id(request)));
  if (create) route(endpoints.create, level.create, (request) => create(staffCallerOf(request), request.body as Parsed<E['create']['body']>));
  if (update) route(endpoints.update, level.update, (request) => update(staffCallerOf(request), id(request), request.body as Parsed<E['update']['body']>));
  if (remove) route(endpoints.remove, level.remove, (request) => remove(staffCallerOf(request), id(request)));
}
