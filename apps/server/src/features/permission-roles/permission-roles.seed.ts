import { ACCESS_LEVEL, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { permissionRoleLevels, permissionRoles } from '../../db/schema/staff.ts';
import { insertInChunks, type SeedContext } from '../../seed/seed-kit.ts';

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
