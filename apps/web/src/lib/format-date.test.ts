import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatNoticeDate } from './format-date.ts';

// Unit tests read instants in the default display time zone, Asia/Tokyo (lib/display-time-zone.ts).
const ja = dateFormatOf('ja');
const en = dateFormatOf('en');
const INSTANT = '2026-11-27T12:56:00Z'; // 21:56 in Tokyo

describe('one date style per language (decision 044)', () => {
  it('writes a day the Japanese way (spec §9) and the English way', () => {
    expect(ja.date('2026-11-27')).toBe('2026年11月27日(金)');
    expect(en.date('2026-11-27')).toBe('Nov 27, 2026');
    expect(ja.date(INSTANT)).toBe('2026年11月27日(金)');
    expect(en.date(new Date(INSTANT))).toBe('Nov 27, 2026');
  });

  it('writes an instant to the minute on the 24-hour clock, in the display time zone', () => {
    expect(ja.dateTime(INSTANT)).toBe('2026年11月27日(金) 21:56');
    expect(en.dateTime(INSTANT)).toBe('Nov 27, 2026 21:56');
    // 00:30 in Tokyo is the next day there.
    expect(ja.dateTime('2026-11-27T15:30:00Z')).toBe('2026年11月28日(土) 00:30');
    expect(en.dateTime('2026-11-27T15:30:00Z')).toBe('Nov 28, 2026 00:30');
    expect(ja.time(INSTANT)).toBe('21:56');
    expect(en.time('2026-11-27T00:05:00Z')).toBe('09:05');
  });

  it('keeps a calendar day the same day in any zone, without a time', () => {
    expect(ja.dateTime('2026-04-01')).toBe('2026年4月1日(水)');
    expect(en.date('2026-04-01')).toBe('Apr 1, 2026');
  });

  it('has a short day without the year, and the weekday', () => {
    expect(ja.shortDate('2026-11-27')).toBe('11月27日');
    expect(en.shortDate('2026-11-27')).toBe('Nov 27');
    expect(ja.weekday('2026-11-27')).toBe('金');
    expect(en.weekday('2026-11-27')).toBe('Fri');
  });

  it('gives nothing for nothing and text that is no date as it is', () => {
    for (const format of [ja, en]) {
      expect(format.date(null)).toBe('');
      expect(format.dateTime(undefined)).toBe('');
      expect(format.date('not a day')).toBe('not a day');
      expect(format.dateTime('not a day')).toBe('not a day');
      expect(format.date(new Date(Number.NaN))).toBe('');
    }
  });

  it('writes notices yyyy-MM-dd in both languages (spec §9)', () => {
    expect(formatNoticeDate(INSTANT)).toBe('2026-11-27');
  });
});
