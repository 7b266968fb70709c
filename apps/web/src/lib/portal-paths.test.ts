import { describe, expect, it } from 'vitest';
import { isFullWidthPath } from './portal-paths.ts';

describe('full-width pages', () => {
  it('are the student test pages, whatever the number of digits of the id (spec §2)', () => {
    expect(isFullWidthPath('/student/test/7')).toBe(true);
    expect(isFullWidthPath('/student/test/12')).toBe(true);
    expect(isFullWidthPath('/student/test/123456/')).toBe(true);
  });

  it('are not the tests list, other pages, or a test path that is no id', () => {
    expect(isFullWidthPath('/student/test')).toBe(false);
    expect(isFullWidthPath('/student/test/abc')).toBe(false);
    expect(isFullWidthPath('/student/room/12')).toBe(false);
    expect(isFullWidthPath('/company/test/12')).toBe(false);
  });
});
