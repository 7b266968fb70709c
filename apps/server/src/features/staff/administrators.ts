import { MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { fullAccessLevels } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { eq, sql } from 'drizzle-orm';
import { permissionRoleLevels, permissionRoles, staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';

export const ADMINISTRATOR_ROLE_NAME = '管理者';

/** Creates a staff member with main role admin and the administrator role (made when missing). */
export async function createAdministrator(db: Db, input: { email: string; name: string; passwordHash: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.select({ id: staff.id }).from(staff).where(eq(sql`lower(${staff.email})`, input.email.toLowerCase()));
    if (taken.length > 0) throw conflict(`${input.email} は既に登録されています。`);
    let [role] = await tx.select({ id: permissionRoles.id }).from(permissionRoles).where(eq(permissionRoles.name, ADMINISTRATOR_ROLE_NAME));
    if (!role) {
      [role] = await tx.insert(permissionRoles).values({ name: ADMINISTRATOR_ROLE_NAME }).returning({ id: permissionRoles.id });
      const levels = fullAccessLevels(SECTIONS);
      await tx.insert(permissionRoleLevels).values(SECTIONS.map((section) => ({ role_id: role!.id, section, level: levels[section] })));
    }
    const [created] = await tx
      .insert(staff)
      .values({
        email: input.email,
        name: input.name,
        main_role: MAIN_ROLE.admin,
        role_type: ROLE_TYPE.admin,
        permission_role_id: role!.id,
        password_hash: input.passwordHash,
      })
      .returning({ id: staff.id });
    return created!.id;
  });
}
