// Notices are scheduled on Japan time, whatever the browser's own zone (DESIGN §3).
const TOKYO_OFFSET = '+09:00';

/** An ISO time as the value of a `datetime-local` input, read on Tokyo time ("2026-05-01T09:30"). */
export function toTokyoDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Tokyo has no daylight saving time: a fixed +9 h shift is exact.
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value, meant on Tokyo time, as ISO 8601 with offset; '' gives null. */
export function fromTokyoDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  return `${value.length === 16 ? `${value}:00` : value}${TOKYO_OFFSET}`;
}

/** A date and time as people read it, on Tokyo time: "2026年5月1日(金) 9:00", "Fri 1 May 2026, 09:00". */
export function formatTokyoDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** Is this publish date still to come? */
export function isFuture(iso: string | null | undefined, now = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}
