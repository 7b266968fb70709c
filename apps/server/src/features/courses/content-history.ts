import type { Db } from '../../platform/db.ts';
import type { HistoryNames } from '../audit/audit.service.ts';
import { recordNames, type NamedKind } from './courses.repository.ts';

/*
 * The history of a course, curriculum or step names the records its values point at (the audit
 * service's `HistoryNames`): which field holds ids of which kind, and where their names are found.
 */

/** Which field holds ids of which kind (a `curricula` entry holds a curriculum_id). */
const KIND_OF_FIELD: Readonly<Record<string, NamedKind>> = {
  copied_from_course_id: 'course',
  curriculum_id: 'curriculum',
  copied_from_curriculum_id: 'curriculum',
  curricula: 'curriculum',
  step_order: 'step',
  step_ids: 'step',
  movie_ids: 'movie',
};

export const contentHistoryNames = (db: Db): HistoryNames<NamedKind> => ({ kindOfField: KIND_OF_FIELD, namesOf: (kind, ids) => recordNames(db, kind, ids) });

/** The names of those of these records that still exist: for other features' histories (a test names its curriculum and course). */
export const namesOfRecords = (deps: { db: Db }, kind: NamedKind, ids: number[]) => recordNames(deps.db, kind, ids);
