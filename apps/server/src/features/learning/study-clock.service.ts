import {
  addDays,
  daysBetween,
  MAX_STUDY_TIME_DAYS,
  MAX_STUDY_TIME_MONTHS,
  type HeartbeatBody,
  type HeartbeatResponse,
  type StudyTime,
  type StudyTimeQuery,
} from '@manabiya/domain/contracts/learning';
import { STUDY_GAP_SECONDS } from '@manabiya/domain/enums/learning';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import * as progressRepo from './progress.repository.ts';
import * as repo from './study-clock.repository.ts';
import { startOfZonedDay, todayIn, zonedDate } from '@manabiya/domain/zoned-time';

export const PLACE_NOT_FOUND = '学習時間を記録するステップが見つかりません。コースの内容が変わった可能性があります。ページを開き直してください。';
export const RANGE_ORDER = '開始日は終了日と同じか、それより前の日付にしてください。';
export const daysTooMany = (max: number) => `一度に表示できる期間は${max}日までです。期間を短くしてください。`;
export const monthsTooMany = (max: number) => `一度に表示できる期間は${max}か月までです。期間を短くしてください。`;

export interface StudyClockDeps {
  db: Db;
  config: Pick<Config, 'DISPLAY_TIME_ZONE'>;
  /** The clock (tests inject their own). */
  now?: () => Date;
}

export type StudyClockService = ReturnType<typeof createStudyClockService>;

const GAP_MS = STUDY_GAP_SECONDS * 1000;
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const monthOf = (date: string) => date.slice(0, 7);
const firstOfMonth = (date: string) => `${monthOf(date)}-01`;
function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The study clock (decision 033): one ledger, study_sessions, from which every total is summed.
 * A heartbeat extends the student's latest session when it ended at most STUDY_GAP_SECONDS ago (so
 * two tabs extend the same session and never count twice, and one heartbeat credits at most that
 * gap); for another step it closes that session at now and opens the next; after a longer gap it
 * opens a new one. A session never crosses midnight in DISPLAY_TIME_ZONE: it is cut there and the
 * next day's row begins. Heartbeats of one student are serialised by a transaction-scoped lock.
 */
export function createStudyClockService({ db, config, now = () => new Date() }: StudyClockDeps) {
  const timeZone = config.DISPLAY_TIME_ZONE;

  /** Writes the interval [from, to] to the session `open` (same place), cutting at each midnight in between. */
  async function extendAcrossMidnight(tx: Db, studentId: number, open: repo.SessionRow, to: Date): Promise<void> {
    let session = open;
    for (;;) {
      const nextMidnight = startOfZonedDay(addDays(session.studyDate, 1), timeZone);
      if (to.getTime() <= nextMidnight.getTime()) {
        await repo.extendSession(tx, session.id, session.startedAt, to);
        return;
      }
      await repo.extendSession(tx, session.id, session.startedAt, nextMidnight);
      const studyDate = zonedDate(nextMidnight, timeZone);
      const place = { stepId: session.stepId, curriculumId: session.curriculumId, courseId: session.courseId };
      await repo.insertSession(tx, { studentId, place, studyDate, startedAt: nextMidnight, endedAt: nextMidnight });
      session = (await repo.latestSession(tx, studentId))!;
    }
  }

  async function placeOf(tx: Db, studentId: number, body: HeartbeatBody): Promise<repo.StudyPlace> {
    const student = await progressRepo.findStudentCourse(tx, studentId);
    const courseId = student?.course?.id;
    const place =
      courseId === undefined
        ? undefined
        : body.step_id !== undefined
          ? await repo.findPlaceOfStep(tx, courseId, body.step_id)
          : await repo.findPlaceOfMovie(tx, courseId, body.movie_id!);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    return place;
  }

  return {
    async heartbeat(studentId: number, body: HeartbeatBody): Promise<HeartbeatResponse> {
      return db.transaction(async (tx) => {
        await progressRepo.lockExclusive(tx, progressRepo.LOCK.studyClock, [studentId]);
        const place = await placeOf(tx, studentId, body);
        const at = now();
        const last = await repo.latestSession(tx, studentId);
        // Time never runs backwards in the ledger: a heartbeat that arrives "before" the latest end (another instance's clock) counts from there.
        const recent = last !== undefined && at.getTime() - last.endedAt.getTime() <= GAP_MS;
        let end = at;
        if (recent) {
          end = later(at, last.endedAt);
          await extendAcrossMidnight(tx, studentId, last, end);
          if (last.stepId !== place.stepId) {
            await repo.insertSession(tx, { studentId, place, studyDate: zonedDate(end, timeZone), startedAt: end, endedAt: end });
          }
        } else {
          await repo.insertSession(tx, { studentId, place, studyDate: zonedDate(at, timeZone), startedAt: at, endedAt: at });
        }
        await progressRepo.touchActivity(tx, studentId, end);
        const studyDate = zonedDate(end, timeZone);
        return { study_date: studyDate, today_seconds: await repo.secondsOfDay(tx, studentId, studyDate) };
      });
    },

    async studyTime(studentId: number, query: StudyTimeQuery): Promise<StudyTime> {
      const today = todayIn(timeZone, now());
      const to = query.to ?? today;
      const monthly = query.aggregation === 'monthly';
      const from = query.from ?? (monthly ? `${addMonths(monthOf(to), -11)}-01` : addDays(to, -6));
      if (from > to) throw badRequest(RANGE_ORDER, { from: RANGE_ORDER });
      const periods: string[] = [];
      if (monthly) {
        const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
        if (months > MAX_STUDY_TIME_MONTHS) throw badRequest(monthsTooMany(MAX_STUDY_TIME_MONTHS), { from: monthsTooMany(MAX_STUDY_TIME_MONTHS) });
        for (let month = monthOf(firstOfMonth(from)); month <= monthOf(to); month = addMonths(month, 1)) periods.push(month);
      } else {
        const days = daysBetween(from, to) + 1;
        if (days > MAX_STUDY_TIME_DAYS) throw badRequest(daysTooMany(MAX_STUDY_TIME_DAYS), { from: daysTooMany(MAX_STUDY_TIME_DAYS) });
        for (let day = from; day <= to; day = addDays(day, 1)) periods.push(day);
      }
      const [byPeriod, byCourse, byCurriculum, byStep] = await Promise.all([
        repo.secondsByPeriod(db, studentId, from, to, monthly ? 'month' : 'day'),
        repo.secondsByCourse(db, studentId, from, to),
        repo.secondsByCurriculum(db, studentId, from, to),
        repo.secondsByStep(db, studentId, from, to),
      ]);
      const series = periods.map((period) => ({ period, seconds: byPeriod.get(period) ?? 0 }));
      return {
        aggregation: query.aggregation,
        from,
        to,
        time_zone: timeZone,
        total_seconds: series.reduce((sum, entry) => sum + entry.seconds, 0),
        series,
        by_course: byCourse,
        by_curriculum: byCurriculum,
        by_step: byStep,
      };
    },
  };
}
