import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayDay, displayWallClock, fromDisplayWallClock, readDisplayTimeZone } from './display-time-zone.ts';

/** A page head as the server writes it (platform/web-static.ts), with or without the tag. */
function page(content?: string): ParentNode {
  const doc = document.implementation.createHTMLDocument('Manabiya');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'display-time-zone';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('the display time zone', () => {
  // Each test imports the reader afresh, as a page load does.
  beforeEach(() => vi.resetModules());
  afterEach(() => document.head.querySelectorAll('meta[name="display-time-zone"]').forEach((meta) => meta.remove()));

  it('is the zone the server wrote into the page', () => {
    expect(readDisplayTimeZone(page('America/New_York'))).toBe('America/New_York');
    expect(readDisplayTimeZone(page(' Europe/Paris '))).toBe('Europe/Paris');
    expect(readDisplayTimeZone(page('UTC'))).toBe('UTC');
  });

  it('is Asia/Tokyo where the page names none (the Vite dev server, unit tests)', () => {
    expect(readDisplayTimeZone(page())).toBe('Asia/Tokyo');
    expect(readDisplayTimeZone(page(''))).toBe('Asia/Tokyo');
    expect(readDisplayTimeZone(undefined)).toBe('Asia/Tokyo');
  });

  it('is Asia/Tokyo where the tag names no zone the browser knows', () => {
    expect(readDisplayTimeZone(page('Mars/Olympus'))).toBe('Asia/Tokyo');
    expect(readDisplayTimeZone(page('"><script>'))).toBe('Asia/Tokyo');
  });

  it('is read from the page once', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'display-time-zone', content: 'Europe/London' });
    document.head.append(meta);
    const { displayTimeZone } = await import('./display-time-zone.ts');
    expect(displayTimeZone()).toBe('Europe/London');
    meta.content = 'America/New_York';
    expect(displayTimeZone()).toBe('Europe/London');
  });

  it('is Asia/Tokyo in a page without the tag', async () => {
    const { displayTimeZone } = await import('./display-time-zone.ts');
    expect(displayTimeZone()).toBe('Asia/Tokyo');
  });
});

describe('days and clock times in the display time zone', () => {
  it('gives the day of an instant there, today by default', () => {
    expect(displayDay(new Date('2026-03-31T15:30:00Z'))).toBe('2026-04-01');
    expect(displayDay(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(displayDay(new Date('2026-04-01T03:00:00Z'), 'America/New_York')).toBe('2026-03-31');
    expect(displayDay()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()));
  });

  it('shows an instant on its clock and reads a clock time back, with the offset of that day', () => {
    expect(displayWallClock(new Date('2026-04-30T23:30:00Z'))).toBe('2026-05-01T08:30');
    expect(displayWallClock(new Date('2026-04-30T15:00:00Z'))).toBe('2026-05-01T00:00');
    expect(fromDisplayWallClock('2026-05-01T08:30')).toBe('2026-05-01T08:30:00+09:00');
    expect(fromDisplayWallClock('2026-05-01T08:30:15')).toBe('2026-05-01T08:30:15+09:00');
    expect(fromDisplayWallClock('2026-01-15T09:00', 'America/New_York')).toBe('2026-01-15T09:00:00-05:00');
    expect(fromDisplayWallClock('2026-07-15T09:00', 'America/New_York')).toBe('2026-07-15T09:00:00-04:00');
    expect(fromDisplayWallClock('2026-07-15T09:00', 'Asia/Kolkata')).toBe('2026-07-15T09:00:00+05:30');
    expect(fromDisplayWallClock('2026-01-15T09:00', 'America/St_Johns')).toBe('2026-01-15T09:00:00-03:30');
    expect(fromDisplayWallClock('2026-01-15T09:00', 'UTC')).toBe('2026-01-15T09:00:00+00:00');
    for (const zone of ['Asia/Tokyo', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe']) {
      for (const iso of ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-11-01T05:30:00Z', '2026-11-01T07:30:00Z', '2026-10-04T15:45:00Z']) {
        const back = fromDisplayWallClock(displayWallClock(new Date(iso), zone), zone);
        expect(back && new Date(back).toISOString(), `${iso} in ${zone}`).toBe(new Date(iso).toISOString());
      }
    }
  });

  it('reads a clock time shown twice as the first, and one skipped with the offset before the change', () => {
    // New York: clocks went back at 2:00 on 2026-11-01 and forward at 2:00 on 2026-03-08.
    expect(fromDisplayWallClock('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(fromDisplayWallClock('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T02:30:00-05:00');
  });

  it('reads nothing from text that is not a clock time', () => {
    expect(fromDisplayWallClock('')).toBeUndefined();
    expect(fromDisplayWallClock('2026-05-01')).toBeUndefined();
    expect(fromDisplayWallClock('tomorrow at nine')).toBeUndefined();
  });
});
