import { describe, expect, it } from 'vitest';
import { standingOf } from './learning.ts';

const base = { startDate: '2026-01-01', planDays: 120, stepsTotal: 40 };

describe('standingOf (decision 033)', () => {
  it('counts the delay as how long ago the plan had the student where they are', () => {
    expect(standingOf({ ...base, earnedDays: 30, stepsDone: 10, today: '2026-02-10' })).toMatchObject({ delay_days: 10, status: 'behind' });
    expect(standingOf({ ...base, earnedDays: 40, stepsDone: 13, today: '2026-02-10' })).toMatchObject({ delay_days: 0, status: 'on_track' });
  });

  it('keeps counting after the plan has ended, so a student who stopped long ago is months behind', () => {
    // Stopped at 60 of 120 days earned; 400 days after the start the plan had them there 340 days ago.
    expect(standingOf({ ...base, earnedDays: 60, stepsDone: 20, today: '2027-02-05' })).toMatchObject({ delay_days: 340, status: 'behind' });
  });

  it('is never behind once finished or before the start', () => {
    expect(standingOf({ ...base, earnedDays: 120, stepsDone: 40, today: '2028-01-01' })).toMatchObject({ delay_days: 0, status: 'finished' });
    expect(standingOf({ ...base, earnedDays: 0, stepsDone: 0, today: '2025-12-01' })).toMatchObject({ delay_days: 0, status: 'not_started' });
  });
});
