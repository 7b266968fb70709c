import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { Db } from '../../platform/db.ts';
import { createProgressService, type CurriculumTestGate, type ProgressService } from './progress.service.ts';
import { createStudyClockService } from './study-clock.service.ts';
import { createStudentLearningService } from './student-learning.service.ts';
import { registerStudentLearningRoutes } from './student-learning.routes.ts';

/** What learning needs of the courses feature: to hear of every change of a course's published content, in its transaction. */
export interface ContentChangeSource {
  onContentChanged(listener: (tx: Db, courseIds: number[]) => Promise<void>): void;
}

export interface LearningModuleDeps {
  courses?: ContentChangeSource;
  /** The tests whose pass a curriculum's completion requires (decision 048). */
  tests?: CurriculumTestGate;
  /** The clock (tests inject their own). */
  now?: () => Date;
}

/**
 * Learning: the progress service (the one owner of step completion and student_progress, called by
 * rooms, staff and the students feature), the student's study path and the study clock.
 */
export function createLearningModule(platform: Platform, deps: LearningModuleDeps = {}): FeatureModule<ProgressService> {
  const { db, config } = platform;
  const progress = createProgressService({ db, config, tests: deps.tests, now: deps.now });
  deps.courses?.onContentChanged((tx, courseIds) => progress.recomputeCourses(tx, courseIds));
  const learning = createStudentLearningService({ db, progress });
  const clock = createStudyClockService({ db, config, now: deps.now });
  return { name: 'learning', service: progress, registerRoutes: (app) => registerStudentLearningRoutes(app, learning, clock) };
}
