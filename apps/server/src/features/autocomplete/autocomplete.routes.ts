import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AutocompleteQuery, ErrorBody, IdName } from '@manabiya/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { RoutePermission } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import * as search from './autocomplete.repository.ts';

const read = (...sections: Section[]): RoutePermission => ({ section: sections, access: 'read' });

/**
 * Each lookup needs read of a section whose data it returns, or of a section whose forms pick from
 * it (a company form picks its sales owner): decision 008. Only ids and names come back, at most 20.
 */
const LOOKUPS: Array<{ name: string; summary: string; permission: RoutePermission; find: (db: Db, q: string | undefined) => Promise<IdName[]> }> = [
  { name: 'admin', summary: 'Active staff by name, kana or email', permission: read('admins', 'teacher'), find: search.searchStaff },
  { name: 'sales', summary: 'Active sales staff (sales, general, admin_sales)', permission: read('admins', 'company'), find: search.searchSalesStaff },
  { name: 'cs', summary: 'Active consultants', permission: read('admins', 'company', 'student'), find: search.searchConsultants },
  { name: 'teacher', summary: 'Teacher profiles by name or kana', permission: read('teacher', 'teacher_schedule', 'room'), find: search.searchTeachers },
  { name: 'company_user', summary: 'Company users by name, kana or email', permission: read('company_detail'), find: search.searchCompanyUsers },
  { name: 'student', summary: 'Students by name, kana or email', permission: read('student', 'room'), find: search.searchStudents },
  { name: 'role', summary: 'Permission roles by name', permission: read('role_management', 'admins'), find: search.searchRoles },
  { name: 'prefecture', summary: 'Prefectures', permission: 'any-staff', find: search.searchPrefectures },
  { name: 'company', summary: 'Companies by name or kana', permission: read('company', 'student'), find: search.searchCompanies },
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
