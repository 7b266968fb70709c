import type { HistoryNames } from '../audit/audit.service.ts';
import type { TestServiceDeps } from './test-context.ts';

/** A test's history names the curriculum and course its values point at (the audit service's `HistoryNames`), as the courses feature knows them. */
export const testHistoryNames = (courses: TestServiceDeps['courses']): HistoryNames<'curriculum' | 'course'> => ({
  kindOfField: { curriculum_id: 'curriculum', course_id: 'course' },
  namesOf: (kind, ids) => courses.namesOfRecords(kind, ids),
});
