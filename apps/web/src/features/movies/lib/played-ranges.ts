/** [from, to] seconds of a video. */
export type PlayedRange = [number, number];

/** How far the playhead may run ahead of wall time × rate between two updates and still count as playing. */
const SLACK_FACTOR = 1.5;
const SLACK_SECONDS = 0.5;

/** The union of ranges, sorted, touching ones joined. */
export function mergePlayed(ranges: readonly PlayedRange[]): PlayedRange[] {
  const sorted = ranges.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Seconds the ranges cover. */
export const coveredBy = (ranges: readonly PlayedRange[]) => mergePlayed(ranges).reduce((sum, [from, to]) => sum + (to - from), 0);

/**
 * The parts of a video actually played, collected from the player's time updates: a step forward
 * that wall time explains (at the playback rate) is playing; a jump (a seek, a skipped gap) is not,
 * and a `break` (seeking, pause, end) starts a new range at the next update. What has been
 * collected is taken for sending and given back if the sending failed.
 */
export class PlayedRangeCollector {
  private pending: PlayedRange[] = [];
  private last: { media: number; wall: number } | undefined;

  /** The playhead stands at `media` seconds at wall time `wall` (ms) while playing at `rate`. */
  tick(media: number, wall: number, rate: number): void {
    const last = this.last;
    this.last = { media, wall };
    if (!last) return;
    const step = media - last.media;
    const allowed = ((wall - last.wall) / 1000) * Math.max(rate, 0) * SLACK_FACTOR + SLACK_SECONDS;
    if (step <= 0 || step > allowed) return;
    const open = this.pending.at(-1);
    if (open && open[1] === last.media) open[1] = media;
    else this.pending.push([last.media, media]);
  }

  /** The playhead jumped or stopped: nothing between this and the next update was played. */
  break(): void {
    this.last = undefined;
  }

  /** The ranges collected since the last take, merged; the collector keeps none of them. */
  take(): PlayedRange[] {
    const taken = mergePlayed(this.pending).map(([from, to]): PlayedRange => [Math.round(from * 1000) / 1000, Math.round(to * 1000) / 1000]);
    this.pending = [];
    return taken;
  }

  /** Puts back ranges whose sending failed, to go with the next report. */
  giveBack(ranges: readonly PlayedRange[]): void {
    this.pending = mergePlayed([...ranges, ...this.pending]);
  }

  get isEmpty(): boolean {
    return this.pending.length === 0;
  }
}
