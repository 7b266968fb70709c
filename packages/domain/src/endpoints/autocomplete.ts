import { z } from 'zod';
import { AutocompleteQuery, IdName } from '../contracts/common.ts';
import { defineEndpoint } from './define-endpoint.ts';

const lookup = <const Name extends string>(name: Name, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/admin/autocomplete/${name}`,
    summary: `${summary} matching q (at most 20)`,
    query: AutocompleteQuery,
    response: z.array(IdName),
  });

/**
 * The admin forms' lookups, one list keyed by name: the server registers one route per key (with
 * the permission it declares for it) and the web's autocomplete fields pick a key. Only ids and
 * names come back, at most 20 (DESIGN §3).
 */
export const autocompleteEndpoints = {
  admin: lookup('admin', 'Active staff by name, kana or email'),
  sales: lookup('sales', 'Active sales staff (sales, general, admin_sales)'),
  cs: lookup('cs', 'Active consultants'),
  teacher: lookup('teacher', 'Teacher profiles by name or kana'),
  company_user: lookup('company_user', 'Company users by name, kana or email'),
  student: lookup('student', 'Students by name, kana or email'),
  role: lookup('role', 'Permission roles by name'),
  prefecture: lookup('prefecture', 'Prefectures'),
  company: lookup('company', 'Companies by name or kana'),
  course: lookup('course', 'Courses by name'),
  curriculum: lookup('curriculum', 'Curricula by name'),
  step: lookup('step', 'Curriculum steps by title or curriculum name (named "curriculum / step")'),
  movie: lookup('movie', 'Movies of the library by title'),
  test: lookup('test', 'Tests by title'),
  survey: lookup('survey', 'Surveys by title'),
};

/** The name of a lookup (`/api/admin/autocomplete/{name}`). */
export type AutocompleteName = keyof typeof autocompleteEndpoints;
