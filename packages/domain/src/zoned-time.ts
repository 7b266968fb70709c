/**
 * Calendar days and clocks in a time zone (DISPLAY_TIME_ZONE), for the server and the web alike:
 * which day an instant falls on, the instant a day begins, a zone's clock and offset at an instant.
 * The study clock cuts its sessions at these midnights; "today" of the plan is one of these days.
 */

/** Is this a time zone the runtime knows (an IANA name such as Asia/Tokyo)? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Year to second of an instant as a clock in `timeZone` shows it. */
export function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The time zone's offset from UTC at `instant`, in milliseconds (Tokyo: +9 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day (yyyy-MM-dd) `instant` falls on in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The last day each zone's "today" answered, and the UTC minute it answered for. */
const lastToday = new Map<string, { minute: number; day: string }>();

/**
 * `yyyy-MM-dd` of today in `timeZone`: the one rule for "today" (of the display time zone). Every
 * zone's midnight falls on a whole UTC minute (today's offsets are whole quarter hours), so the day is kept
 * for the minute it was read in: a list asks for it on every request.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastToday.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = zonedDate(now, timeZone);
  lastToday.set(timeZone, { minute, day });
  return day;
}

/** DISPLAY_TIME_ZONE when nothing names another (the server's default, the web without its page's tag). */
export const DEFAULT_DISPLAY_TIME_ZONE = 'Asia/Tokyo';

let displayTimeZone = DEFAULT_DISPLAY_TIME_ZONE;

/**
 * The zone the shared field rules read "today" in (a birthday must not be in the future): the
 * server sets its DISPLAY_TIME_ZONE when it builds the app, the web the zone its page names.
 */
export function setDisplayTimeZone(timeZone: string): void {
  displayTimeZone = timeZone;
}

/** Today (`yyyy-MM-dd`) in the display time zone. */
export function displayToday(now: Date = new Date()): string {
  return todayIn(displayTimeZone, now);
}

/** The instant `date` (yyyy-MM-dd) begins in `timeZone` (its midnight, or the first instant after a gap). */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // Once more with the offset at the guess, for zones whose offset changes near that midnight.
  guess = midnightUtc - offsetAt(guess, timeZone);
  return new Date(guess);
}
