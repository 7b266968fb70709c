import type { IdName } from '@manabiya/domain/contracts/common';
import type { AutocompleteName } from '@manabiya/domain/endpoints/autocomplete';
import type { Db } from '../../platform/db.ts';
import * as search from './autocomplete.repository.ts';

/** One search per lookup name: a `Record` over the endpoints' names, so a lookup cannot be declared without its query. */
const SEARCHES: Record<AutocompleteName, (db: Db, q: string | undefined) => Promise<IdName[]>> = {
  admin: search.searchStaff,
  sales: search.searchSalesStaff,
  cs: search.searchConsultants,
  teacher: search.searchTeachers,
  company_user: search.searchCompanyUsers,
  student: search.searchStudents,
  role: search.searchRoles,
  prefecture: search.searchPrefectures,
  company: search.searchCompanies,
  course: search.searchCourses,
  curriculum: search.searchCurricula,
  step: search.searchSteps,
  movie: search.searchMovies,
  test: search.searchTests,
  survey: search.searchSurveys,
};

export type AutocompleteService = ReturnType<typeof createAutocompleteService>;

export function createAutocompleteService({ db }: { db: Db }) {
  return {
    /** Ids and names matching q (part of a name, kana or e-mail), at most 20. */
    lookup: (name: AutocompleteName, q: string | undefined): Promise<IdName[]> => SEARCHES[name](db, q),
  };
}
