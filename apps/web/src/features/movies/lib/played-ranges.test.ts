import { describe, expect, it } from 'vitest';
import { coveredBy, mergePlayed, PlayedRangeCollector } from './played-ranges.ts';

describe('played ranges', () => {
  it('counts steady playing and leaves out seeks, jumps and pauses', () => {
    const collector = new PlayedRangeCollector();
    let wall = 0;
    for (let media = 0; media <= 5; media += 0.25) {
      collector.tick(media, wall, 1);
      wall += 250;
    }
    // A seek to the end: the next update jumps 50 s in 250 ms and is not playing.
    collector.break();
    collector.tick(58, wall, 1);
    collector.tick(58.25, (wall += 250), 1);
    // A jump without a seek event (a stalled tab) does not count either.
    collector.tick(59.9, (wall += 250), 1);
    expect(collector.take()).toEqual([[0, 5], [58, 58.25]]);
    expect(collector.isEmpty).toBe(true);
  });

  it('follows faster playback and gives back what could not be sent', () => {
    const collector = new PlayedRangeCollector();
    collector.tick(10, 0, 2);
    collector.tick(10.5, 250, 2);
    collector.tick(11, 500, 2);
    const taken = collector.take();
    expect(taken).toEqual([[10, 11]]);
    collector.tick(11.5, 750, 2);
    collector.giveBack(taken);
    expect(collector.take()).toEqual([[10, 11.5]]);
  });

  it('merges overlapping parts once', () => {
    expect(mergePlayed([[5, 8], [0, 2], [1, 3], [8, 9]])).toEqual([[0, 3], [5, 9]]);
    expect(coveredBy([[0, 10], [5, 15]])).toBe(15);
  });
});
