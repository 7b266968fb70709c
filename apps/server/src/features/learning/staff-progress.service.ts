import type { Readable } from 'node:stream';
import { addDays, curriculumDelayOf, enrolmentOfStanding } from '@manabiya/domain/contracts/learning';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { ProgressOptions, ProgressRow, StudentProgressDetail, StudentProgressQuery } from '@manabiya/domain/contracts/progress';
import { rowsInBatches } from '../../platform/csv.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage, type PageQuery } from '../../platform/paging.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import { currentCurriculumIdOf, standingOfPlan } from './course-plan.ts';
import type { ProgressService } from './progress.service.ts';
import { presentProgressRow, streamProgressCsv } from './staff-progress.presenter.ts';
import * as repo from './staff-progress.repository.ts';
import { reasonsOf, type StudentRoomsSource } from './standing-reasons.ts';

export const STUDENT_NOT_FOUND = 'お探しの受講生は見つかりませんでした。';

export interface ProgressViewDeps {
  db: Db;
  /** The progress service: the student's plan and standing, the same as the student's own pages (decision 033). */
  progress: Pick<ProgressService, 'planOf' | 'today' | 'finishedCourseOf'>;
  /** The rooms feature: a student's rooms and who each waits on, for the reasons (decision 043). */
  rooms: StudentRoomsSource;
}

/**
 * The progress of students as staff and companies read it: the list with its filters and CSV, the
 * courses for the filter, and one student's timeline, study days and self-checks. Every figure is
 * measured on today in DISPLAY_TIME_ZONE. A company passes its own id: other students are not found.
 * The detail's plan, standing and per-curriculum delay come from the progress service, as the
 * student's own pages do; the list reads the rows that service keeps (decision 043: one delay).
 */
export function createProgressViewService({ db, progress, rooms }: ProgressViewDeps) {
  const today = () => progress.today();

  async function withWeek(rows: repo.ProgressListRow[], day: string): Promise<ProgressRow[]> {
    const week = await repo.studySecondsOfWeek(
      db,
      rows.map((row) => row.id),
      day,
    );
    return rows.map((row) => presentProgressRow(row, week.get(row.id) ?? 0, day));
  }

  return {
    today,

    list(filters: repo.ProgressListFilters & PageQuery): Promise<ListResponse<ProgressRow>> {
      const day = today();
      return readPage(filters, repo.listProgress(db, filters, day, progress.finishedCourseOf), (rows) => withWeek(rows, day));
    },

    /** The same rows as the list, every page, streamed a batch at a time. */
    async csv(filters: repo.ProgressListFilters): Promise<Readable> {
      const day = today();
      const ids = await repo.listProgressIds(db, filters, day);
      const batches = rowsInBatches(ids, async (batch) => withWeek(await repo.findProgressRows(db, batch, day, progress.finishedCourseOf), day));
      return streamProgressCsv(batches);
    },

    async options(companyId?: number): Promise<ProgressOptions> {
      return { courses: await repo.coursesTaken(db, companyId) };
    },

    async detail(studentId: number, query: StudentProgressQuery, companyId?: number): Promise<StudentProgressDetail> {
      const student = await repo.findStudentPlan(db, studentId, companyId);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      const day = today();
      const from = addDays(day, 1 - query.days);
      const [[row], current, timeline, days, total, lastStudy, roomStates] = await Promise.all([
        repo.findProgressRows(db, [studentId], day, progress.finishedCourseOf),
        progress.planOf(studentId),
        student.course_id === null ? Promise.resolve([]) : repo.curriculumTimeline(db, studentId, student.course_id),
        repo.studyByDay(db, studentId, from, day),
        repo.studyTotal(db, studentId),
        repo.lastStudyOf(db, studentId),
        rooms.roomsOfStudent(studentId),
      ]);
      const plan = current?.plan ?? null;
      const standing = plan ? standingOfPlan(plan, student.start_date, day) : null;
      const enrolment = enrolmentOfStanding({ status: student.status, endDate: student.end_date }, standing, day);
      const currentCurriculumId = plan ? currentCurriculumIdOf(plan) : null;
      const secondsOf = new Map(days.map((entry) => [entry.date, entry.seconds]));
      const extrasOf = new Map(timeline.map((curriculum) => [curriculum.id, curriculum]));
      // The plan (dates, steps, states) is the progress service's; the ledger and self-checks add to it.
      const curricula = (plan?.curricula ?? []).map((curriculum) => {
        const extra = extrasOf.get(curriculum.id);
        const done = curriculum.state === 'done';
        return {
          id: curriculum.id,
          name: curriculum.name,
          position: curriculum.number,
          standard_days: curriculum.days,
          planned_start: curriculum.plannedStart,
          planned_end: curriculum.plannedEnd,
          steps_done: curriculum.done,
          steps_total: curriculum.steps.length,
          state: curriculum.state,
          current: curriculum.id === currentCurriculumId,
          delay_days: curriculumDelayOf(curriculum.id, currentCurriculumId, standing),
          started_at: extra?.started_at?.toISOString() ?? null,
          completed_at: done ? (extra?.last_done_at?.toISOString() ?? null) : null,
          study_seconds: extra?.study_seconds ?? 0,
          selfcheck:
            !extra || extra.understanding === null || extra.selfcheck_updated_at === null
              ? null
              : { understanding: extra.understanding, comment: extra.selfcheck_comment ?? '', updated_at: extra.selfcheck_updated_at.toISOString() },
        };
      });
      const currentStep = plan?.nextStep?.ref ?? null;
      return {
        student_id: student.id,
        course_id: student.course_id,
        course_name: student.course_name,
        course_mode: student.course_mode,
        start_date: student.start_date,
        steps_done: standing?.steps_done ?? 0,
        steps_total: standing?.steps_total ?? 0,
        percent: standing?.percent ?? 0,
        plan_days: standing?.plan_days ?? 0,
        earned_days: standing?.earned_days ?? 0,
        delay_days: standing?.delay_days ?? 0,
        planned_finish: standing?.planned_finish ?? null,
        last_activity_at: row ? withIsoDates(row).last_activity_at : null,
        status: student.status,
        end_date: student.end_date,
        expected_finish: standing?.expected_finish ?? null,
        plan_status: standing?.status ?? 'no_plan',
        enrolment,
        current_step: currentStep,
        reasons: reasonsOf({
          enrolment,
          standing,
          currentStep,
          stepIds: new Set(plan?.steps.map((step) => step.ref.id) ?? []),
          rooms: roomStates,
          lastStudy: lastStudy ?? null,
          today: day,
        }),
        curricula,
        study_days: Array.from({ length: query.days }, (_, index) => {
          const date = addDays(from, index);
          return { date, seconds: secondsOf.get(date) ?? 0 };
        }),
        study_total_seconds: total,
      };
    },
  };
}

export type ProgressViewService = ReturnType<typeof createProgressViewService>;
