import fs from 'node:fs';
import path from 'node:path';
import { sniffMovieType } from '@manabiya/domain/contracts/movies';
import { describe, expect, it } from 'vitest';
import { addPlayed, BANK_SECONDS, CREDIT_RATE, creditAt, FIRST_CREDIT_SECONDS, mergeRanges } from './movie-coverage.ts';
import { mp4HeaderDuration } from './movie-files.ts';
import { requestedRanges } from './movie-stream.ts';

const FIXTURES = path.join(import.meta.dirname, 'test-fixtures');

describe('watched coverage', () => {
  it('merges overlapping and touching ranges, counts each second once and clamps to the duration', () => {
    expect(mergeRanges([[10, 20], [0, 5], [5, 8], [15, 30], [40, 40]])).toEqual([[0, 8], [10, 30]]);
    const update = addPlayed([[0, 10]], [[5, 15], [55, 90], [-3, 1]], 60);
    expect(update.ranges).toEqual([[0, 15], [55, 60]]);
    expect(update.watchedSeconds).toBe(20);
    expect(update.added).toBe(10);
    expect(addPlayed([[0, 60]], [[0, 60]], 60).added).toBe(0);
  });

  it('grows the credit with wall time, saves at most BANK_SECONDS of it, and spends what an update adds', () => {
    const now = 1_000_000;
    expect(creditAt(undefined, now).credit).toBeCloseTo(FIRST_CREDIT_SECONDS, 6);
    expect(creditAt(now - 10, now).credit).toBeCloseTo(10 * CREDIT_RATE, 6);
    expect(creditAt(now - 10 * BANK_SECONDS, now).credit).toBeCloseTo(BANK_SECONDS * CREDIT_RATE, 6);
    // Spending moves the clock forward by the added seconds at the credit rate, never past now.
    const { clockAfter } = creditAt(now - 100, now);
    expect(clockAfter(25)).toBeCloseTo(now - 100 + 25 / CREDIT_RATE, 6);
    expect(clockAfter(0)).toBe(now - 100);
    // A clock in the future (another instance's clock ahead) gives no credit.
    expect(creditAt(now + 5, now).credit).toBe(0);
  });
});

describe('Range header', () => {
  it('reads single, open, suffix and several ranges; ignores what does not parse; knows the unsatisfiable', () => {
    expect(requestedRanges(undefined, 100)).toBeUndefined();
    expect(requestedRanges('bytes=0-9', 100)).toEqual([{ start: 0, end: 9 }]);
    expect(requestedRanges('bytes=90-', 100)).toEqual([{ start: 90, end: 99 }]);
    expect(requestedRanges('bytes=-10', 100)).toEqual([{ start: 90, end: 99 }]);
    expect(requestedRanges('bytes=-1000', 100)).toEqual([{ start: 0, end: 99 }]);
    expect(requestedRanges('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRanges('bytes=-0', 100)).toBe('unsatisfiable');
    expect(requestedRanges('bytes=9-0', 100)).toBeUndefined();
    expect(requestedRanges('bytes=a-b', 100)).toBeUndefined();
    expect(requestedRanges('pages=1-2', 100)).toBeUndefined();
    expect(requestedRanges(`bytes=${'0-1,'.repeat(200)}`, 100)).toBeUndefined();
    expect(requestedRanges('bytes=99999999999999999999-', 100)).toBeUndefined();
  });

  it('keeps ranges far apart as parts, in ascending order; merges overlapping and nearly touching ones; drops the unsatisfiable (issue 21)', () => {
    const size = 100_000;
    expect(requestedRanges('bytes=0-10,50000-50010', size)).toEqual([{ start: 0, end: 10 }, { start: 50000, end: 50010 }]);
    expect(requestedRanges('bytes=50000-50010, 0-10', size)).toEqual([{ start: 0, end: 10 }, { start: 50000, end: 50010 }]);
    // A gap smaller than a part's own headers is cheaper to send (RFC 9110 §14.2).
    expect(requestedRanges('bytes=0-9, 50-59', size)).toEqual([{ start: 0, end: 59 }]);
    expect(requestedRanges('bytes=0-99, 300-399', size)).toEqual([{ start: 0, end: 99 }, { start: 300, end: 399 }]);
    // Overlapping repeats (a denial-of-service shape) come to one range.
    expect(requestedRanges(`bytes=${Array(50).fill('0-').join(',')}`, size)).toEqual([{ start: 0, end: size - 1 }]);
    expect(requestedRanges('bytes=0-9, 200000-', size)).toEqual([{ start: 0, end: 9 }]);
  });
});

describe('movie files by their bytes', () => {
  it('knows MP4 by its ftyp box and WebM by its EBML DocType, and nothing else', () => {
    const mp4 = fs.readFileSync(path.join(FIXTURES, 'sample.mp4'));
    const webm = fs.readFileSync(path.join(FIXTURES, 'sample.webm'));
    expect(sniffMovieType(mp4.subarray(0, 64))).toBe('video/mp4');
    expect(sniffMovieType(webm.subarray(0, 64))).toBe('video/webm');
    const ftyp = (major: string, ...compatible: string[]) =>
      Buffer.concat([Buffer.from([0, 0, 0, 16 + 4 * compatible.length]), Buffer.from(`ftyp${major}`), Buffer.alloc(4), ...compatible.map((brand) => Buffer.from(brand))]);
    expect(sniffMovieType(ftyp('mp42', 'isom'))).toBe('video/mp4');
    expect(sniffMovieType(ftyp('heic', 'mif1', 'isom'))).toBeUndefined();
    expect(sniffMovieType(ftyp('M4A ', 'isom'))).toBeUndefined();
    expect(sniffMovieType(ftyp('zzzz', 'yyyy'))).toBeUndefined();
    const matroska = Buffer.from(webm.subarray(0, 64));
    matroska.write('matr', matroska.indexOf('webm'), 'latin1');
    expect(sniffMovieType(matroska)).toBeUndefined();
    expect(sniffMovieType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffMovieType(new Uint8Array())).toBeUndefined();
  });

  it('reads the duration of a video-only MP4 from its movie header', async () => {
    expect(await mp4HeaderDuration(path.join(FIXTURES, 'sample.mp4'))).toBeCloseTo(60, 1);
  });
});
