import { ACCESS_LEVEL, fullAccessLevels, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { permissionRoleLevels, permissionRoles } from '../../db/schema/staff.ts';
import { insertInChunks, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';

const ROLE_COUNT = 12;
const LEVELS: AccessLevel[] = [ACCESS_LEVEL.none, ACCESS_LEVEL.read, ACCESS_LEVEL.write, ACCESS_LEVEL.all];

/** Permission roles of every shape: the first grants everything, the others a mix of levels per section. */
export async function seedPermissionRoles(context: SeedContext): Promise<void> {
  const { db, random, made } = context;
  const roles = await db
    .insert(permissionRoles)
    .values(Array.from({ length: ROLE_COUNT }, (_, i) => ({ name: `シード権限 ${String(i + 1).padStart(2, '0')}` })))
    .returning({ id: permissionRoles.id });
  made.permissionRoleIds = roles.map((role) => role.id);
  await insertInChunks(
    db,
    permissionRoleLevels,
    roles.flatMap((role, i) => SECTIONS.map((section) => ({ role_id: role.id, section, level: i === 0 ? ACCESS_LEVEL.all : random.pick(LEVELS) }))),
  );
}

const { all, write, read } = ACCESS_LEVEL;
const TEACHER_ACCESS: Partial<Record<Section, AccessLevel>> = {
  dashboard: read,
  teacher_attention: read,
  teacher: read,
  teacher_actions: read,
  teacher_schedule: write,
  student: read,
  student_detail: read,
  student_progress: read,
  presentation_schedule: write,
  event_schedule: write,
  test: write,
  course: read,
  curriculum: read,
  movie: read,
  survey: read,
  room: all,
  room_analytics: read,
  information: read,
};
const SALES_ACCESS: Partial<Record<Section, AccessLevel>> = { dashboard: read, company: write, student: read };

/** The demo's roles: 管理者 (every section in full), 講師 (a teacher's sections), 営業 (companies, and students to read). */
export async function demoPermissionRoles({ db }: DemoContext): Promise<void> {
  for (const [name, levels] of [
    ['管理者', fullAccessLevels(SECTIONS)],
    ['講師', TEACHER_ACCESS],
    ['営業', SALES_ACCESS],
  ] as const) {
    const [role] = await db.insert(permissionRoles).values({ name }).returning({ id: permissionRoles.id });
    await db.insert(permissionRoleLevels).values(SECTIONS.map((section) => ({ role_id: role!.id, section, level: levels[section] ?? ACCESS_LEVEL.none })));
  }
}
