import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AutocompleteQuery, ErrorBody, IdName } from '@manabiya/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { searchCompanies, searchPrefectures } from './autocomplete.repository.ts';

const schemaFor = (summary: string) => ({
  tags: ['admin: autocomplete'],
  summary,
  querystring: AutocompleteQuery,
  response: { 200: z.array(IdName), 401: ErrorBody, 403: ErrorBody },
});

export function registerAutocompleteRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/autocomplete/prefecture',
    { config: { permission: 'any-staff' }, schema: schemaFor('Prefectures matching q (at most 20)') },
    (request) => searchPrefectures(db, request.query.q),
  );

  api.get(
    '/api/admin/autocomplete/company',
    { config: { permission: { section: 'company', access: 'read' } }, schema: schemaFor('Companies matching q by name or kana (at most 20)') },
    (request) => searchCompanies(db, request.query.q),
  );
}
