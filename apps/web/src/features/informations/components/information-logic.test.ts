import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { clampZoom, MAX_ZOOM, percentOfZoom, scaleOfZoom, stepZoom } from './image-zoom.ts';
import { selectUrgentNotice } from './information-selection.ts';

const notice = (id: number, priority: 0 | 1 | 2, read: boolean) => ({ id, priority, read });

describe('image zoom', () => {
  it('steps by 100 between 0 and 300', () => {
    expect(stepZoom(0, 1)).toBe(100);
    expect(stepZoom(200, 1)).toBe(300);
    expect(stepZoom(300, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(100, -1)).toBe(0);
    expect(stepZoom(0, -1)).toBe(0);
  });

  it('clamps anything outside the range', () => {
    expect(clampZoom(-50)).toBe(0);
    expect(clampZoom(1000)).toBe(300);
    expect(clampZoom(Number.NaN)).toBe(0);
    expect(scaleOfZoom(0)).toBe(1);
    expect(scaleOfZoom(300)).toBe(4);
    expect(scaleOfZoom(900)).toBe(4);
    expect([0, 100, 200, 300].map(percentOfZoom)).toEqual([100, 200, 300, 400]);
  });
});

describe('notice selection', () => {
  const items = [notice(5, 0, false), notice(4, 2, true), notice(3, 1, false), notice(2, 2, false), notice(1, 2, false), notice(0, 1, false)];

  it('alerts the newest unread high notice first, then the next, never one already alerted', () => {
    expect(selectUrgentNotice(items, new Set())?.id).toBe(2);
    expect(selectUrgentNotice(items, new Set([2]))?.id).toBe(1);
    expect(selectUrgentNotice(items, new Set([2, 1]))).toBeNull();
    expect(selectUrgentNotice([notice(4, 2, true), notice(3, 1, false)], new Set())).toBeNull();
  });
});

describe('notice dates', () => {
  it('shows yyyy-MM-dd in the display time zone (Asia/Tokyo where the page names none)', () => {
    expect(formatNoticeDate('2026-04-01T00:30:00+09:00')).toBe('2026-04-01');
    expect(formatNoticeDate('2026-03-31T15:30:00Z')).toBe('2026-04-01');
    expect(formatNoticeDate('2026-12-31T14:59:59.000Z')).toBe('2026-12-31');
    expect(formatNoticeDate('not a date')).toBe('not a date');
  });
});
