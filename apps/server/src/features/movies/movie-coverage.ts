import { MAX_PLAYBACK_RATE } from '@manabiya/domain/contracts/movies';

/**
 * Watched coverage of a video: the union of the [from, to] second ranges a student actually played.
 * A seek plays nothing, so jumping to the end adds nothing; playing the same part twice counts once.
 *
 * How much an update may add is bounded by wall time (a token bucket kept in the view's clock):
 *   - credit grows with wall time at CREDIT_RATE seconds of video per second (the player allows at
 *     most MAX_PLAYBACK_RATE; the rest is margin for batching and network delays);
 *   - the credit saved up is at most BANK_SECONDS of wall time, so coverage cannot be claimed long
 *     after the fact by a forged request;
 *   - a first report gets FIRST_CREDIT_SECONDS (the player reports every ~10 s).
 * An update adding more new coverage than the credit allows is refused as a whole (400). Two tabs
 * playing different parts at normal speed stay within the credit; parts already covered cost nothing.
 */
export type Range = [number, number];

export const CREDIT_RATE = MAX_PLAYBACK_RATE + 0.5;
export const BANK_SECONDS = 600;
export const FIRST_CREDIT_SECONDS = 30;

/** Three decimals, as numeric(10,3) keeps them. */
export const roundSeconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The ranges cut to [0, duration], rounded, empty ones dropped. */
export function clampRanges(ranges: ReadonlyArray<Range>, duration: number): Range[] {
  return ranges
    .map(([from, to]): Range => [roundSeconds(Math.min(Math.max(from, 0), duration)), roundSeconds(Math.min(Math.max(to, 0), duration))])
    .filter(([from, to]) => to > from);
}

/** The union as sorted, disjoint ranges (touching ones joined). */
export function mergeRanges(ranges: ReadonlyArray<Range>): Range[] {
  const sorted = [...ranges].filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export const coveredSeconds = (ranges: ReadonlyArray<Range>) => roundSeconds(ranges.reduce((sum, [from, to]) => sum + (to - from), 0));

/** Stored ranges as the database gives them back (jsonb): well-formed pairs only. */
export function storedRanges(value: unknown): Range[] {
  if (!Array.isArray(value)) return [];
  return value.filter((pair): pair is Range => Array.isArray(pair) && pair.length === 2 && pair.every((n) => typeof n === 'number' && Number.isFinite(n)));
}

export interface CoverageUpdate {
  ranges: Range[];
  watchedSeconds: number;
  /** Seconds of coverage this update adds. */
  added: number;
}

/** The coverage after adding `played` (clamped to the duration) to `stored`. */
export function addPlayed(stored: ReadonlyArray<Range>, played: ReadonlyArray<Range>, duration: number): CoverageUpdate {
  const before = mergeRanges(clampRanges(stored, duration));
  const ranges = mergeRanges([...before, ...clampRanges(played, duration)]);
  const watchedSeconds = coveredSeconds(ranges);
  return { ranges, watchedSeconds, added: roundSeconds(watchedSeconds - coveredSeconds(before)) };
}

/**
 * The credit at `now` for a view whose clock stands at `clock` (epoch seconds; undefined for a first
 * report), and where the clock goes after spending `added` of it.
 */
export function creditAt(clock: number | undefined, now: number): { credit: number; clockAfter: (added: number) => number } {
  const start = clock === undefined ? now - FIRST_CREDIT_SECONDS / CREDIT_RATE : Math.max(Math.min(clock, now), now - BANK_SECONDS);
  return { credit: (now - start) * CREDIT_RATE, clockAfter: (added) => Math.min(now, start + added / CREDIT_RATE) };
}
