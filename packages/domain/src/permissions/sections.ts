/** The 28 admin sections of spec §6. A section's permission name is `${section}_permission`. */
export const SECTIONS = [
  'dashboard',
  'teacher_attention',
  'admins',
  'teacher',
  'teacher_actions',
  'teacher_schedule',
  'company',
  'company_detail',
  'company_month',
  'company_sales_performance',
  'student',
  'student_detail',
  'student_progress',
  'presentation_schedule',
  'event_schedule',
  'invoice',
  'test',
  'course',
  'curriculum',
  'movie',
  'survey',
  'room',
  'room_analytics',
  'information',
  'ai_function',
  'role_management',
  'contact',
  'company_contact',
] as const;
export type Section = (typeof SECTIONS)[number];

export type PermissionName = `${Section}_permission`;

export function permissionName(section: Section): PermissionName {
  return `${section}_permission`;
}

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}
