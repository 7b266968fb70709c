import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url.ts';

describe('canonicalUrl', () => {
  it.each([
    ['/api/%61dmin/student/csv', '/api/admin/student/csv'],
    ['/%61%70%69/adm%69n/student', '/api/admin/student'],
    ['/api%2Fadmin%2fstudent', '/api/admin/student'],
    ['//api//admin///student', '/api/admin/student'],
    ['/api/admin/student/', '/api/admin/student/'],
    ['/api/student/../admin/student', '/api/admin/student'],
    ['/api/x/%2e%2E/admin/./student', '/api/admin/student'],
    ['/api/x%2f..%2Fadmin', '/api/admin'],
    ['/../../api/admin', '/api/admin'],
    ['/', '/'],
    ['', '/'],
  ])('spells %s as %s', (raw, canonical) => {
    expect(canonicalUrl(raw)).toBe(canonical);
  });

  it('decodes once, never twice', () => {
    expect(canonicalUrl('/api/%2561dmin/student')).toBe('/api/%2561dmin/student');
  });

  it('keeps escapes of characters that are not unreserved, in upper case', () => {
    expect(canonicalUrl('/api/files/icon/%e3%81%82%20x')).toBe('/api/files/icon/%E3%81%82%20x');
  });

  it('leaves the query string as it came', () => {
    expect(canonicalUrl('/api/%61dmin/student?q=%61/../b&page=1')).toBe('/api/admin/student?q=%61/../b&page=1');
  });

  it('gives a canonical path back unchanged (the fast path agrees with the full one)', () => {
    for (const raw of ['/api/%61dmin/student/csv', '//api//admin///student', '/api/x/%2e%2E/admin/./student', '/api/files/icon/%e3%81%82%20x', '/a/.b/c', '/api/admin/student?q=1']) {
      const once = canonicalUrl(raw);
      expect(canonicalUrl(once)).toBe(once);
    }
  });
});
