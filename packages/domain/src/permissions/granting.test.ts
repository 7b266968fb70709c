import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from './access-levels.ts';
import { sectionsBeyondGranter } from './granting.ts';

describe('sectionsBeyondGranter', () => {
  it('names each section where the role is stronger than the granter', () => {
    const granter = { student_permission: ACCESS_LEVEL.write, company_permission: ACCESS_LEVEL.all };
    expect(sectionsBeyondGranter({ student: ACCESS_LEVEL.all, company: ACCESS_LEVEL.all, admins: ACCESS_LEVEL.read }, granter)).toEqual(['admins', 'student']);
  });

  it('accepts a role equal to or weaker than the granter, and none anywhere', () => {
    const granter = { student_permission: ACCESS_LEVEL.write };
    expect(sectionsBeyondGranter({ student: ACCESS_LEVEL.write, company: ACCESS_LEVEL.none }, granter)).toEqual([]);
    expect(sectionsBeyondGranter({ student: ACCESS_LEVEL.read }, granter)).toEqual([]);
    expect(sectionsBeyondGranter({}, undefined)).toEqual([]);
  });
});
