import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';

/*
 * What every method of the courses service works with (courses.service.ts binds them to it): its
 * dependencies, the listeners of content changes, and the names and messages its parts share.
 */

/** The entity types of the audit trail. */
export const COURSE = 'course';
export const CURRICULUM = 'curriculum';
export const STEP = 'step';

export const COURSE_NOT_FOUND = 'コースが見つかりません。削除された可能性があります。';
export const CURRICULUM_NOT_FOUND = 'カリキュラムが見つかりません。削除された可能性があります。';
export const STEP_NOT_FOUND = 'ステップが見つかりません。削除された可能性があります。';
export const MISSING_CURRICULUM_MESSAGE = 'カリキュラムが見つかりません。一覧から選び直してください。';

/**
 * Called inside the transaction of every change that alters what a course's students follow: its
 * curricula, their order or days, the course's rules, a curriculum's or a step's publication, the
 * set or order of public steps. The learning feature registers its progress recompute here.
 */
export type ContentChangeListener = (tx: Db, courseIds: number[]) => Promise<void>;

export interface CourseServiceDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
  /** How many rooms these steps hold (counted with the steps locked): a step or curriculum with rooms is not deleted. */
  rooms: { roomCountOf(tx: Db, stepIds: readonly number[]): Promise<number> };
}

/** The service's dependencies and the listeners registered on it. */
export interface CourseDeps extends CourseServiceDeps {
  listeners: ContentChangeListener[];
}

export function courseDepsOf(deps: CourseServiceDeps): CourseDeps {
  return { ...deps, listeners: [] };
}

/** Registers a listener of content changes (the learning feature's progress recompute). */
export function onContentChanged(deps: CourseDeps, listener: ContentChangeListener): void {
  deps.listeners.push(listener);
}

/** Tells the listeners which courses' content changed, in the caller's transaction. */
export async function contentChanged(deps: CourseDeps, tx: Db, courseIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  for (const listener of deps.listeners) await listener(tx, ids);
}
