/** The server's default DISPLAY_TIME_ZONE, used where the page names none (the Vite dev server, unit tests). */
export const DEFAULT_DISPLAY_TIME_ZONE = 'Asia/Tokyo';

/** Is this a time zone the browser knows (an IANA name such as Asia/Tokyo)? */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** Year to second of an instant as a clock in `zone` shows it. */
function wallClock(instant: Date, zone: string) {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour === '24' ? '00' : (parts.hour ?? ''),
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** The calendar day (`yyyy-MM-dd`) of an instant in the display time zone; today by default. */
export function displayDay(instant: Date = new Date(), zone: string = displayTimeZone()): string {
  const { year, month, day } = wallClock(instant, zone);
  return `${year}-${month}-${day}`;
}

/** An instant as a `datetime-local` value (`yyyy-MM-ddTHH:mm`) on the display time zone's clock. */
export function displayWallClock(instant: Date, zone: string = displayTimeZone()): string {
  const { year, month, day, hour, minute } = wallClock(instant, zone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** Minutes `zone` is ahead of UTC at an instant (+540 for Asia/Tokyo). */
function offsetMinutes(instant: number, zone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(new Date(instant), zone);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
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
