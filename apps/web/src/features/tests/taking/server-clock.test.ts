import { describe, expect, it } from 'vitest';
import { formatRemaining, measureClockOffset, remainingMs, warningOf } from './server-clock.ts';

describe('the server clock of an attempt', () => {
  it('measures the offset at the midpoint of the call', () => {
    const pageNow = Date.parse('2026-11-28T10:00:00.000Z');
    // The page's clock is 10 minutes slow: the server answers at 10:10:00.100 of a 200 ms call.
    expect(measureClockOffset('2026-11-28T10:10:00.100Z', pageNow, pageNow + 200)).toEqual({ offsetMs: 600_000, roundTripMs: 200 });
    expect(measureClockOffset('not a time', pageNow, pageNow)).toBeNull();
  });

  it('shows the time left by the server clock, whatever the page clock says', () => {
    const deadline = '2026-11-28T10:30:00.000Z';
    const serverNow = Date.parse('2026-11-28T10:20:00.000Z');
    const wrongPageNow = serverNow + 10 * 60_000; // ten minutes fast
    expect(remainingMs(deadline, wrongPageNow, serverNow - wrongPageNow)).toBe(10 * 60_000);
    expect(remainingMs(deadline, serverNow + 3_600_000, 0)).toBe(0);
    expect(remainingMs(null, serverNow, 0)).toBeNull();
  });

  it('formats the time left, rounding up to the second', () => {
    expect(formatRemaining(3_909_000)).toBe('1:05:09');
    expect(formatRemaining(299_001)).toBe('5:00');
    expect(formatRemaining(6_100)).toBe('0:07');
    expect(formatRemaining(0)).toBe('0:00');
  });

  it('warns at five minutes and at one minute', () => {
    expect(warningOf(null)).toBeNull();
    expect(warningOf(5 * 60_000 + 1)).toBeNull();
    expect(warningOf(5 * 60_000)).toBe(300_000);
    expect(warningOf(59_000)).toBe(60_000);
  });
});
