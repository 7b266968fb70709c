import { DEFAULT_DISPLAY_TIME_ZONE, isTimeZone, offsetAt, wallClock, zonedDate } from '@manabiya/domain/zoned-time';

/** The server's default DISPLAY_TIME_ZONE, used where the page names none (the Vite dev server, unit tests). */
export { DEFAULT_DISPLAY_TIME_ZONE };


/**
 * The zone named by `<meta name="display-time-zone">`, which the server writes into index.html from
 * its DISPLAY_TIME_ZONE (apps/server/src/platform/web-static.ts); Asia/Tokyo when the tag is missing,
 * empty or names no zone.
 */
export function readDisplayTimeZone(root: ParentNode | undefined = globalThis.document): string {
  const zone = root?.querySelector('meta[name="display-time-zone"]')?.getAttribute('content')?.trim();
  return zone && isTimeZone(zone) ? zone : DEFAULT_DISPLAY_TIME_ZONE;
}

let pageZone: string | undefined;

/** The time zone every date the UI shows is in: the server's, read from the page once. */
export function displayTimeZone(): string {
  pageZone ??= readDisplayTimeZone();
  return pageZone;
}

const DAY_MS = 24 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (`yyyy-MM-dd`) of an instant in the display time zone; today by default. */
export function displayDay(instant: Date = new Date(), zone: string = displayTimeZone()): string {
  return zonedDate(instant, zone);
}

/** An instant as a `datetime-local` value (`yyyy-MM-ddTHH:mm`) on the display time zone's clock. */
export function displayWallClock(instant: Date, zone: string = displayTimeZone()): string {
  const { hour, minute } = wallClock(instant.getTime(), zone);
  return `${zonedDate(instant, zone)}T${pad(hour % 24)}:${pad(minute)}`;
}

/** Minutes `zone` is ahead of UTC at an instant (+540 for Asia/Tokyo). */
function offsetMinutes(instant: number, zone: string): number {
  return Math.round(offsetAt(instant, zone) / 60_000);
}

/**
 * A wall-clock time of the display time zone (`yyyy-MM-ddTHH:mm[:ss]`) as ISO 8601 with that zone's
 * offset then ("2026-05-01T09:30:00+09:00"); undefined when it is not such a time. A time a
 * daylight-saving change skips is read with the offset before the change.
 */
export function fromDisplayWallClock(value: string, zone: string = displayTimeZone()): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offsets a day before and after (changes are months apart): the one that gives back
  // this clock time, the earlier when both do (a time shown twice as clocks go back); a time skipped
  // as clocks go forward takes the offset before the change.
  const gives = (offset: number) => offsetMinutes(asUtc - offset * 60_000, zone) === offset;
  const before = offsetMinutes(asUtc - DAY_MS, zone);
  const after = offsetMinutes(asUtc + DAY_MS, zone);
  const offset = !gives(before) && gives(after) ? after : before;
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${hours}:${minutes}`;
}
