import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ageBandOf, editRefusalOf, plainExcerpt } from './rooms.presenter.ts';

const TOKYO = 'Asia/Tokyo';
const at = (text: string) => new Date(text);

describe('the age band of a waiting room', () => {
  it('is overdue once the target has passed, due today before the end of the day in the display time zone, else within', () => {
    const now = at('2026-06-10T10:00:00+09:00');
    // Waiting 25 h with a 24 h target: overdue; exactly at the deadline: overdue.
    expect(ageBandOf(at('2026-06-09T09:00:00+09:00'), now, 24, TOKYO)).toBe('overdue');
    expect(ageBandOf(at('2026-06-09T10:00:00+09:00'), now, 24, TOKYO)).toBe('overdue');
    // The deadline is later today in Tokyo (23:59): due today.
    expect(ageBandOf(at('2026-06-09T23:59:00+09:00'), now, 24, TOKYO)).toBe('due_today');
    // The deadline is Tokyo's next midnight or later: within.
    expect(ageBandOf(at('2026-06-10T00:00:00+09:00'), now, 24, TOKYO)).toBe('within');
    expect(ageBandOf(now, now, 24, TOKYO)).toBe('within');
    // The same instants in another zone's day: 10:00 Tokyo is 01:00 UTC, so a deadline at 20:00 UTC is still today there.
    expect(ageBandOf(at('2026-06-09T20:00:00Z'), now, 24, 'UTC')).toBe('due_today');
    expect(ageBandOf(at('2026-06-09T20:00:00Z'), now, 24, TOKYO)).toBe('within');
    // A shorter target moves the deadline.
    expect(ageBandOf(at('2026-06-10T08:00:00+09:00'), now, 1, TOKYO)).toBe('overdue');
  });

  it('measures against a 24-hour review target unless configured', () => {
    expect(loadConfig({}).REVIEW_TARGET_HOURS).toBe(24);
    expect(loadConfig({ REVIEW_TARGET_HOURS: '48' }).REVIEW_TARGET_HOURS).toBe(48);
    expect(() => loadConfig({ REVIEW_TARGET_HOURS: '0' })).toThrow(/REVIEW_TARGET_HOURS/);
  });
});

describe('the excerpt of a message', () => {
  it('reads Markdown as plain words: no fences, heading marks, emphasis or link targets', () => {
    const markdown = '### 質問のタイトル\n\n**for 文**で [教材](https://example.com/x) の例が動きません。\n\n```js\nfor (let i = 0; i < 10; i++) {}\n```\n\n- `i` を表示したい';
    expect(plainExcerpt(markdown)).toBe('質問のタイトル for 文で 教材 の例が動きません。 for (let i = 0; i < 10; i++) {} i を表示したい');
    expect(plainExcerpt('あ'.repeat(130))).toBe(`${'あ'.repeat(120)}…`);
    expect(plainExcerpt('短い', 10)).toBe('短い');
  });
});

describe('the edit window', () => {
  it('allows an edit for 10 minutes while the message is the last one', () => {
    const sent = at('2026-06-10T10:00:00Z');
    expect(editRefusalOf({ id: 5, created_at: sent }, 5, at('2026-06-10T10:10:00Z'))).toBeNull();
    expect(editRefusalOf({ id: 5, created_at: sent }, 5, at('2026-06-10T10:10:01Z'))).toContain('10分以内');
    expect(editRefusalOf({ id: 5, created_at: sent }, 6, at('2026-06-10T10:01:00Z'))).toContain('後に新しいメッセージがあるため');
  });
});
