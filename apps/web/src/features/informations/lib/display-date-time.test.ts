import { describe, expect, it } from 'vitest';
import { fromDisplayDateTimeInput, isFuture, toDisplayDateTimeInput } from './display-date-time.ts';

describe('date-time input on the display time zone clock (Asia/Tokyo in tests)', () => {
  it('shows an instant on Tokyo time and sends it back with the +09:00 offset', () => {
    expect(toDisplayDateTimeInput('2026-04-30T23:30:00.000Z')).toBe('2026-05-01T08:30');
    expect(fromDisplayDateTimeInput('2026-05-01T08:30')).toBe('2026-05-01T08:30:00+09:00');
    expect(new Date(fromDisplayDateTimeInput(toDisplayDateTimeInput('2026-04-30T23:30:00.000Z')) ?? '').toISOString()).toBe('2026-04-30T23:30:00.000Z');
  });

  it('treats empty or broken values as "now" (null)', () => {
    expect(toDisplayDateTimeInput(null)).toBe('');
    expect(toDisplayDateTimeInput('not a date')).toBe('');
    expect(fromDisplayDateTimeInput('')).toBeNull();
  });
});

describe('publish dates', () => {
  it('tells a date still to come from one that has passed or is missing', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(isFuture('2026-05-01T09:00:01+09:00', now)).toBe(true);
    expect(isFuture('2026-05-01T09:00:00+09:00', now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
    expect(isFuture('not a date', now)).toBe(false);
  });
});
