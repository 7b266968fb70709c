import { describe, expect, it } from 'vitest';
import { fromTokyoDateTimeInput, toTokyoDateTimeInput } from './tokyo-date-time.ts';

describe('Tokyo date-time input', () => {
  it('shows an instant on Tokyo time and sends it back with the +09:00 offset', () => {
    expect(toTokyoDateTimeInput('2026-04-30T23:30:00.000Z')).toBe('2026-05-01T08:30');
    expect(fromTokyoDateTimeInput('2026-05-01T08:30')).toBe('2026-05-01T08:30:00+09:00');
    expect(new Date(fromTokyoDateTimeInput(toTokyoDateTimeInput('2026-04-30T23:30:00.000Z')) ?? '').toISOString()).toBe('2026-04-30T23:30:00.000Z');
  });

  it('treats empty or broken values as "now" (null)', () => {
    expect(toTokyoDateTimeInput(null)).toBe('');
    expect(toTokyoDateTimeInput('not a date')).toBe('');
    expect(fromTokyoDateTimeInput('')).toBeNull();
  });
});
