import type { Readable } from 'node:stream';
import { addDays } from '@manabiya/domain/contracts/learning';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { ProgressOptions, ProgressRow, StudentProgressDetail, StudentProgressQuery } from '@manabiya/domain/contracts/progress';
import { COURSE_MODE } from '@manabiya/domain/enums/student';
import { todayIn } from '@manabiya/domain/zoned-time';
import type { Config } from '../../config.ts';
import { rowsInBatches } from '../../platform/csv.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage, type PageQuery } from '../../platform/paging.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import { presentProgressRow, streamProgressCsv } from './staff-progress.presenter.ts';
import * as repo from './staff-progress.repository.ts';

export const STUDENT_NOT_FOUND = 'お探しの受講生は見つかりませんでした。';

/**
 * The progress of students as staff and companies read it: the list with its filters and CSV, the
 * courses for the filter, and one student's timeline, study days and self-checks. Every figure is
 * measured on today in DISPLAY_TIME_ZONE. A company passes its own id: other students are not found.
 */
export function createProgressViewService({ db, config }: { db: Db; config: Pick<Config, 'DISPLAY_TIME_ZONE'> }) {
  const today = () => todayIn(config.DISPLAY_TIME_ZONE);

  async function withWeek(rows: repo.ProgressListRow[], day: string): Promise<ProgressRow[]> {
    const week = await repo.studySecondsOfWeek(
      db,
      rows.map((row) => row.id),
      day,
    );
    return rows.map((row) => presentProgressRow(row, week.get(row.id) ?? 0));
  }

  return {
    today,

    list(filters: repo.ProgressListFilters & PageQuery): Promise<ListResponse<ProgressRow>> {
      const day = today();
      return readPage(filters, repo.listProgress(db, filters, day), (rows) => withWeek(rows, day));
    },

    /** The same rows as the list, every page, streamed a batch at a time. */
    async csv(filters: repo.ProgressListFilters): Promise<Readable> {
      const day = today();
      const ids = await repo.listProgressIds(db, filters, day);
      const batches = rowsInBatches(ids, async (batch) => withWeek(await repo.findProgressRows(db, batch, day), day));
      return streamProgressCsv(batches);
    },

    async options(companyId?: number): Promise<ProgressOptions> {
      return { courses: await repo.coursesTaken(db, companyId) };
    },

    async detail(studentId: number, query: StudentProgressQuery, companyId?: number): Promise<StudentProgressDetail> {
      const plan = await repo.findStudentPlan(db, studentId, companyId);
      if (!plan) throw notFound(STUDENT_NOT_FOUND);
      const day = today();
      const from = addDays(day, 1 - query.days);
      const [[row], timeline, days, total] = await Promise.all([
        repo.findProgressRows(db, [studentId], day),
        plan.course_id === null ? Promise.resolve([]) : repo.curriculumTimeline(db, studentId, plan.course_id),
        repo.studyByDay(db, studentId, from, day),
        repo.studyTotal(db, studentId),
      ]);
      const secondsOf = new Map(days.map((entry) => [entry.date, entry.seconds]));
      let offset = 0;
      const curricula = timeline.map((curriculum) => {
        const standardDays = plan.course_mode === COURSE_MODE.intensive ? curriculum.intensive_days : curriculum.normal_days;
        const plannedStart = plan.start_date === null ? null : addDays(plan.start_date, offset);
        offset += standardDays;
        const plannedEnd = plan.start_date === null ? null : addDays(plan.start_date, offset);
        const done = curriculum.steps_total > 0 && curriculum.steps_done >= curriculum.steps_total;
        return {
          id: curriculum.id,
          name: curriculum.name,
          position: curriculum.position,
          standard_days: standardDays,
          planned_start: plannedStart,
          planned_end: plannedEnd,
          steps_done: curriculum.steps_done,
          steps_total: curriculum.steps_total,
          started_at: curriculum.started_at?.toISOString() ?? null,
          completed_at: done ? (curriculum.last_done_at?.toISOString() ?? null) : null,
          study_seconds: curriculum.study_seconds,
          selfcheck:
            curriculum.understanding === null || curriculum.selfcheck_updated_at === null
              ? null
              : { understanding: curriculum.understanding, comment: curriculum.selfcheck_comment ?? '', updated_at: curriculum.selfcheck_updated_at.toISOString() },
        };
      });
      const planDays = plan.plan_days ?? 0;
      return {
        student_id: plan.id,
        course_id: plan.course_id,
        course_name: plan.course_name,
        course_mode: plan.course_mode,
        start_date: plan.start_date,
        steps_done: row?.steps_done ?? 0,
        steps_total: row?.steps_total ?? 0,
        percent: row?.percent ?? 0,
        plan_days: planDays,
        earned_days: plan.earned_days ?? 0,
        delay_days: row?.delay_days ?? 0,
        planned_finish: plan.start_date === null || plan.course_id === null ? null : addDays(plan.start_date, Math.ceil(planDays)),
        last_activity_at: row ? withIsoDates(row).last_activity_at : null,
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
