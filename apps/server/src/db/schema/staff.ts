/** @owner staff — staff; the permission roles and their levels are permission-roles’ */
import type { EmploymentType, MainRole, RoleType } from '@manabiya/domain/enums/staff';
import type { AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, belongsTo, displayLanguageCheck, timestamps } from './columns.ts';

/** @owner permission-roles */
export const permissionRoles = pgTable('permission_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

/**
 * One row per role and section; a section without a row is level none.
 * @owner permission-roles
 */
export const permissionRoleLevels = pgTable(
  'permission_role_levels',
  {
    role_id: belongsTo(() => permissionRoles.id),
    section: text('section').notNull(),
    level: smallint('level').$type<AccessLevel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.section] }), check('permission_role_levels_level', sql`${t.level} between 0 and 3`)],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    ...accountColumns,
    main_role: smallint('main_role').$type<MainRole>().notNull(),
    role_type: smallint('role_type').$type<RoleType>().notNull().default(0),
    employment_type: smallint('employment_type').$type<EmploymentType>().notNull().default(0),
    permission_role_id: integer('permission_role_id').references(() => permissionRoles.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_main_role', sql`${t.main_role} between 0 and 5`),
    check('staff_role_type', sql`${t.role_type} in (0, 2)`),
    check('staff_employment_type', sql`${t.employment_type} in (0, 1)`),
    check('staff_language', displayLanguageCheck(t.language)),
  ],
);
