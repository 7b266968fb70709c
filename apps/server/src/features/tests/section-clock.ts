import type { FrozenQuestion } from '../../db/schema/tests.ts';

/*
 * The clock of a CAB attempt in timed sections (decision 048, "CAB sections"): pure, so the start, the
 * student's "next section", a read, a save and the finishing job all move an attempt alike.
 *
 * A section that starts at S ends at S + its limit; the attempt ends when its last section would,
 * each later section taking its full limit. A section ended by its deadline hands over once the grace
 * for saves in flight is over (deadline + grace: the page stops at the deadline and reads the attempt
 * after the grace, so the next section loses none of its time); one the student ends hands over at
 * once. Both ends are capped by the test's availability end.
 */

const MINUTE_MS = 60_000;

/** A section as the clock reads it: its position in the test and its limit. */
export interface ClockSection {
  index: number;
  time_limit_minutes: number;
}

/** Where a sectioned attempt stands: the section it is in, when that section ends, when the attempt ends. */
export interface SectionClock {
  section_index: number;
  section_deadline_at: Date;
  deadline_at: Date;
}

/** The sections an attempt walks: the positions its frozen questions name, in order; empty for an attempt without sections. */
export function sectionIndexesOf(questions: readonly FrozenQuestion[]): number[] {
  const indexes = new Set<number>();
  for (const question of questions) if (question.section !== undefined && question.section !== null) indexes.add(question.section);
  return [...indexes].sort((a, b) => a - b);
}

const earlier = (date: Date, cap: Date | null) => (cap !== null && cap < date ? cap : date);

/**
 * The clock of an attempt entering `walk[step]` at `start`: the section's own deadline, and the
 * attempt's deadline after the sections that follow, each with the grace between them.
 */
export function enterSection(walk: readonly ClockSection[], step: number, start: Date, availableUntil: Date | null, graceMs: number): SectionClock {
  const section = walk[step]!;
  const rest = walk.slice(step);
  const restMs = rest.reduce((sum, entry) => sum + entry.time_limit_minutes * MINUTE_MS, 0) + (rest.length - 1) * graceMs;
  return {
    section_index: section.index,
    section_deadline_at: earlier(new Date(start.getTime() + section.time_limit_minutes * MINUTE_MS), availableUntil),
    deadline_at: earlier(new Date(start.getTime() + restMs), availableUntil),
  };
}

/** What the server's clock makes of an open sectioned attempt: unchanged, moved on to a later section, or over. */
export type ClockOutcome = { kind: 'unchanged' } | { kind: 'moved'; clock: SectionClock } | { kind: 'over' };

/**
 * Moves the attempt past every section whose deadline and grace are behind `now` (each next section
 * starting when the previous one's grace ended), and says it is over after the last one or at the
 * attempt's deadline.
 */
export function settleByClock(
  walk: readonly ClockSection[],
  attempt: { section_index: number; section_deadline_at: Date | null; deadline_at: Date | null },
  availableUntil: Date | null,
  now: Date,
  graceMs: number,
): ClockOutcome {
  if (attempt.section_deadline_at === null) return { kind: 'unchanged' };
  const pastGrace = (date: Date | null) => date !== null && date.getTime() + graceMs <= now.getTime();
  let clock: SectionClock = { section_index: attempt.section_index, section_deadline_at: attempt.section_deadline_at, deadline_at: attempt.deadline_at ?? attempt.section_deadline_at };
  let moved = false;
  while (pastGrace(clock.section_deadline_at)) {
    const step = walk.findIndex((section) => section.index === clock.section_index) + 1;
    if (step === 0 || step >= walk.length || pastGrace(clock.deadline_at)) return { kind: 'over' };
    clock = enterSection(walk, step, new Date(clock.section_deadline_at.getTime() + graceMs), availableUntil, graceMs);
    moved = true;
  }
  return moved ? { kind: 'moved', clock } : { kind: 'unchanged' };
}

/** The section after `from` in the walk, or undefined after the last. */
export function stepAfter(walk: readonly ClockSection[], from: number): number | undefined {
  const step = walk.findIndex((section) => section.index === from) + 1;
  return step === 0 || step >= walk.length ? undefined : step;
}
