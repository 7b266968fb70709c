import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AutocompleteQuery, ErrorBody, IdName } from '@manabiya/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RoutePermission } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import * as search from './autocomplete.repository.ts';

/**
 * Pickers in forms across sections (a company form picks its sales owner, a room its student), so
 * name lookups answer any signed-in staff member; they return only ids and names (decision 008).
 * Companies stay behind their own section, as before.
 */
const LOOKUPS: Array<{ name: string; summary: string; permission: RoutePermission; find: (db: Db, q: string | undefined) => Promise<IdName[]> }> = [
  { name: 'admin', summary: 'Active staff by name, kana or email', permission: 'any-staff', find: search.searchStaff },
  { name: 'sales', summary: 'Active sales staff (sales, general, admin_sales)', permission: 'any-staff', find: search.searchSalesStaff },
  { name: 'cs', summary: 'Active consultants', permission: 'any-staff', find: search.searchConsultants },
  { name: 'teacher', summary: 'Teacher profiles by name or kana', permission: 'any-staff', find: search.searchTeachers },
  { name: 'company_user', summary: 'Company users by name, kana or email', permission: 'any-staff', find: search.searchCompanyUsers },
  { name: 'student', summary: 'Students by name, kana or email', permission: 'any-staff', find: search.searchStudents },
  { name: 'role', summary: 'Permission roles by name', permission: 'any-staff', find: search.searchRoles },
  { name: 'prefecture', summary: 'Prefectures', permission: 'any-staff', find: search.searchPrefectures },
  { name: 'company', summary: 'Companies by name or kana', permission: { section: 'company', access: 'read' }, find: search.searchCompanies },
];

export function registerAutocompleteRoutes(app: FastifyInstance, db: Db): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const lookup of LOOKUPS) {
    api.get(
      `/api/admin/autocomplete/${lookup.name}`,
      {
        config: { permission: lookup.permission },
        schema: {
          tags: ['admin: autocomplete'],
          summary: `${lookup.summary} matching q (at most 20)`,
          querystring: AutocompleteQuery,
          response: { 200: z.array(IdName), 401: ErrorBody, 403: ErrorBody },
        },
      },
      (request) => lookup.find(db, request.query.q),
    );
  }
}
