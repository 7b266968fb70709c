import { displayTimeZone, displayWallClock, fromDisplayWallClock } from '../../../lib/display-time-zone.ts';

// Notices are scheduled on the school's clock (the display time zone), whatever the browser's own zone (DESIGN §3).

/** An ISO time as the value of a `datetime-local` input, read on the display time zone's clock ("2026-05-01T09:30"). */
export function toDisplayDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : displayWallClock(date);
}

/** A `datetime-local` value, meant on the display time zone's clock, as ISO 8601 with offset; '' gives null. */
export function fromDisplayDateTimeInput(value: string): string | null {
  return fromDisplayWallClock(value) ?? null;
}

/** A date and time as people read it, in the display time zone: "2026年5月1日(金) 9:00", "Fri 1 May 2026, 09:00". */
export function formatDisplayDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ja-JP', {
    timeZone: displayTimeZone(),
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
