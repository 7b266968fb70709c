import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../permissions/access-levels.ts';
import { companyAbilities, companyDeleteRefusal } from './companies.ts';

const ALL = { company_permission: ACCESS_LEVEL.all };
const WRITE = { company_permission: ACCESS_LEVEL.write };

describe('companyDeleteRefusal', () => {
  it('refuses a company people still belong to, with the reason the list shows', () => {
    expect(companyDeleteRefusal(ALL, { student_count: 2, company_user_count: 0 })).toBe('has_members');
    expect(companyDeleteRefusal(ALL, { student_count: 0, company_user_count: 1 })).toBe('has_members');
    expect(companyAbilities(ALL, { student_count: 2, company_user_count: 0 }).delete).toBe(false);
  });

  it('allows an empty company to level "all" only', () => {
    expect(companyDeleteRefusal(ALL, { student_count: 0, company_user_count: 0 })).toBeUndefined();
    expect(companyAbilities(ALL, { student_count: 0, company_user_count: 0 }).delete).toBe(true);
    expect(companyDeleteRefusal(WRITE, { student_count: 0, company_user_count: 0 })).toBe('forbidden');
    expect(companyDeleteRefusal(WRITE, { student_count: 3, company_user_count: 0 })).toBe('forbidden');
  });
});
