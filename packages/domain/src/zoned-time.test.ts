import { describe, expect, it } from 'vitest';
import { todayIn } from './zoned-time.ts';

describe('todayIn', () => {
  it('turns to the next day at the zone midnight, also within a minute it has already answered', () => {
    // 23:59:00.000 and 23:59:59.999 in Tokyo answer from the same minute; 00:00 is the next day.
    expect(todayIn('Asia/Tokyo', new Date('2026-11-28T14:59:00.000Z'))).toBe('2026-11-28');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-28T14:59:59.999Z'))).toBe('2026-11-28');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-28T15:00:00.000Z'))).toBe('2026-11-29');
    // Going back in time (a test's clock) is answered too, and each zone keeps its own day.
    expect(todayIn('Asia/Tokyo', new Date('2026-11-28T14:59:30.000Z'))).toBe('2026-11-28');
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-28T18:14:59.999Z'))).toBe('2026-11-28');
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-28T18:15:00.000Z'))).toBe('2026-11-29');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-28T15:00:00.000Z'))).toBe('2026-11-28');
  });
});
