import { describe, expect, it } from 'vitest';
import { idParamSchema, MAX_ID } from './common.ts';

describe('idParamSchema', () => {
  it('takes an id only in its canonical decimal spelling, so one row answers to one path', () => {
    const parse = (value: unknown) => idParamSchema().safeParse(value);
    expect(parse('16').data).toBe(16);
    expect(parse(String(MAX_ID)).data).toBe(MAX_ID);
    // The web passes numbers; they are checked as numbers.
    expect(parse(16).data).toBe(16);
    for (const spelling of ['0x10', '1.0', '1e1', '01', '+1', ' 1', '1 ', '0', '-1', '', '１', '0b1', '1_0', String(MAX_ID + 1), '99999999999', ['1'], null, true]) {
      expect(parse(spelling).success, JSON.stringify(spelling)).toBe(false);
    }
    expect(idParamSchema().optional().safeParse(undefined).success).toBe(true);
  });
});
