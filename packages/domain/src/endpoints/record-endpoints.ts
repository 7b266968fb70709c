import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** What a record's six calls say in the OpenAPI document; the list's and each change's own words. */
export interface RecordSummaries {
  list: string;
  /** The record in a few words, for the history line ("a course" → "Audit history of a course"). */
  noun: string;
  get?: string;
  create?: string;
  update?: string;
  remove?: string;
}

/**
 * The calls every record staff manage has, spelled once: the paged list, one record, its audit
 * history, create (201, so idempotent), replace and delete (204), at `path` and `path/:id`. A feature
 * spreads them into its endpoint object beside its own calls (CSV, copy, uploads). `createBody`
 * differs from `body` where creating asks for more than replacing (a step names its curriculum).
 */
export function recordEndpoints<
  const P extends `/api/admin/${string}`,
  const Q extends z.ZodType,
  const L extends z.ZodType,
  const I extends z.ZodType,
  const B extends z.ZodType,
  const C extends z.ZodType = B,
>(path: P, schemas: { listQuery: Q; listItem: L; item: I; body: B; createBody?: C }, summaries: RecordSummaries) {
  const one = `${path}/:id` as `${P}/:id` & `/api/${string}`;
  return {
    list: defineEndpoint({ method: 'GET', path, summary: summaries.list, query: schemas.listQuery, response: listResponseOf(schemas.listItem) }),
    get: defineEndpoint({ method: 'GET', path: one, summary: summaries.get ?? `One ${summaries.noun.replace(/^an? /, '')}`, params: IdParams, response: schemas.item }),
    history: defineEndpoint({
      method: 'GET',
      path: `${one}/history` as `${P}/:id/history` & `/api/${string}`,
      summary: `Audit history of ${summaries.noun}`,
      params: IdParams,
      response: z.array(AuditEntry),
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      summary: summaries.create ?? `Create ${summaries.noun}`,
      body: (schemas.createBody ?? schemas.body) as C,
      response: schemas.item,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: one,
      summary: summaries.update ?? `Replace the fields of ${summaries.noun}`,
      params: IdParams,
      body: schemas.body,
      response: schemas.item,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: one,
      summary: summaries.remove ?? `Delete ${summaries.noun}`,
      params: IdParams,
      response: z.null(),
      status: 204,
    }),
  };
}
