import { displayWallClock, fromDisplayWallClock } from '../../../lib/display-time-zone.ts';

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

/** Is this publish date still to come? */
export function isFuture(iso: string | null | undefined, now = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}
