/** @owner students — students */
import type { CourseMode, Gender, RetireReason, StudentStatus } from '@manabiya/domain/enums/student';
import { sql, type SQL } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns, displayLanguageCheck, timestamps } from './columns.ts';
import { searchKeyColumn } from './search-key.ts';
import { companies } from './companies.ts';
import { courses } from './courses.ts';
import { prefectures } from './prefectures.ts';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The course the student follows (with course_mode and start_date: the plan). */
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    ...accountColumns,
    init_input_flg: smallint('init_input_flg').notNull().default(0),
    final_input_flg: smallint('final_input_flg').notNull().default(0),
    status: smallint('status').$type<StudentStatus>().notNull().default(0),
    retire_reason: smallint('retire_reason').$type<RetireReason>(),
    retire_date: date('retire_date', { mode: 'string' }),
    grade: text('grade'),
    course_mode: smallint('course_mode').$type<CourseMode>().notNull().default(0),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender').$type<Gender>(),
    prefecture_id: integer('prefecture_id').references(() => prefectures.id),
    ...timestamps,
    /** Name, kana and e-mail as the list's search compares them (search-key.ts); kept by the database. */
    search_key: text('search_key')
      .notNull()
      .generatedAlwaysAs((): SQL => searchKeyColumn([students.name, students.name_kana, students.email])),
  },
  (t) => [
    uniqueIndex('students_email_unique').on(sql`lower(${t.email})`),
    index('students_search_key_trgm').using('gin', sql`${t.search_key} gin_trgm_ops`),
    index('students_company_idx').on(t.company_id),
    index('students_course_idx').on(t.course_id),
    // The list sorted by intake (newest first) reads a page from the index instead of sorting every row.
    index('students_start_date_idx').on(t.start_date, t.id),
    check('students_status', sql`${t.status} between 0 and 4`),
    check('students_retired_has_reason', sql`${t.status} <> 4 or (${t.retire_reason} is not null and ${t.retire_date} is not null)`),
    check('students_retire_reason', sql`${t.retire_reason} is null or ${t.retire_reason} between 0 and 2`),
    check('students_grade', sql`${t.grade} is null or ${t.grade} in ('S', 'A', 'B', 'C', 'D')`),
    check('students_course_mode', sql`${t.course_mode} in (0, 1)`),
    check('students_period', sql`${t.end_date} is null or ${t.start_date} is null or ${t.end_date} >= ${t.start_date}`),
    check('students_gender', sql`${t.gender} is null or ${t.gender} between 1 and 3`),
    check('students_init_input_flg', sql`${t.init_input_flg} in (0, 1)`),
    check('students_final_input_flg', sql`${t.final_input_flg} in (0, 1)`),
    check('students_language', displayLanguageCheck(t.language)),
  ],
);
