import { addDays, daysBetween } from '@manabiya/domain/contracts/learning';
import type { RoomFigures, RoomFiguresQuery } from '@manabiya/domain/contracts/rooms';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import * as repo from './room-figures.repository.ts';

/** Without dates the figures cover the last 30 days (today included). */
export const DEFAULT_FIGURES_DAYS = 30;
/** A period longer than this is refused: the figures are for reviewing a team's pace, not an archive. */
export const MAX_FIGURES_DAYS = 366;

export const FIGURES_PERIOD_ORDER = '期間の開始日は終了日以前の日付にしてください。';
export const FIGURES_PERIOD_LENGTH = `期間は${MAX_FIGURES_DAYS}日以内で指定してください。`;

const percentiles = (row: repo.WaitRow | undefined) => ({ count: row?.count ?? 0, p50_minutes: row?.p50 ?? null, p90_minutes: row?.p90 ?? null });

/** Review-time figures over a period of days in DISPLAY_TIME_ZONE (decision 035). */
export function createRoomFiguresService({ db, config, now = () => new Date() }: { db: Db; config: Pick<Config, 'DISPLAY_TIME_ZONE' | 'REVIEW_TARGET_HOURS'>; now?: () => Date }) {
  return {
    async figures(query: RoomFiguresQuery): Promise<RoomFigures> {
      const timeZone = config.DISPLAY_TIME_ZONE;
      const today = zonedDate(now(), timeZone);
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, 1 - DEFAULT_FIGURES_DAYS);
      if (daysBetween(from, to) < 0) throw badRequest(FIGURES_PERIOD_ORDER, { from: FIGURES_PERIOD_ORDER });
      if (daysBetween(from, to) + 1 > MAX_FIGURES_DAYS) throw badRequest(FIGURES_PERIOD_LENGTH, { from: FIGURES_PERIOD_LENGTH });
      const period = { from: startOfZonedDay(from, timeZone), to: startOfZonedDay(addDays(to, 1), timeZone) };
      const overdueBefore = new Date(now().getTime() - config.REVIEW_TARGET_HOURS * 3_600_000);
      const [waits, current] = await Promise.all([repo.waitFigures(db, period), repo.waitingNow(db, overdueBefore)]);
      const joined = <K extends 'staff_id' | 'company_id'>(first: repo.WaitRow[], judged: repo.WaitRow[], key: K) => {
        const ids = [...new Set([...first, ...judged].map((row) => row.key).filter((id): id is number => id !== null))];
        return ids
          .map((id) => {
            const a = first.find((row) => row.key === id);
            const b = judged.find((row) => row.key === id);
            return { [key]: id, name: a?.name ?? b?.name ?? '', first_response: percentiles(a), judgement: percentiles(b) } as { name: string; first_response: ReturnType<typeof percentiles>; judgement: ReturnType<typeof percentiles> } & Record<K, number>;
          })
          .sort((x, y) => y.first_response.count + y.judgement.count - (x.first_response.count + x.judgement.count) || x.name.localeCompare(y.name, 'ja'));
      };
      return {
        from,
        to,
        review_target_hours: config.REVIEW_TARGET_HOURS,
        overdue_now: current.overdue,
        waiting_now: current.waiting,
        first_response: percentiles(waits.firstAll),
        judgement: percentiles(waits.judgeAll),
        per_teacher: joined(waits.firstByStaff, waits.judgeByStaff, 'staff_id'),
        per_company: joined(waits.firstByCompany, waits.judgeByCompany, 'company_id'),
      };
    },
  };
}

export type RoomFiguresService = ReturnType<typeof createRoomFiguresService>;
