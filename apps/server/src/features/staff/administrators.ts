import { MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { eq, sql } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';

export const ADMINISTRATOR_ROLE_NAME = '管理者';

/**
 * Creates a staff member with main role admin and the administrator role, whose id `roleIdOf` gives
 * in the same transaction: the role is permission-roles' table, so the caller passes that feature's
 * `ensureFullAccessRole`, which makes it when this is the first administrator.
 */
export async function createAdministrator(
  db: Db,
  input: { email: string; name: string; passwordHash: string },
  roleIdOf: (tx: Db, roleName: string) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.select({ id: staff.id }).from(staff).where(eq(sql`lower(${staff.email})`, input.email.toLowerCase()));
    if (taken.length > 0) throw conflict(`${input.email} はすでに登録されています。`);
    const roleId = await roleIdOf(tx, ADMINISTRATOR_ROLE_NAME);
    const [created] = await tx
      .insert(staff)
      .values({
        email: input.email,
        name: input.name,
        main_role: MAIN_ROLE.admin,
        role_type: ROLE_TYPE.admin,
        permission_role_id: roleId,
        password_hash: input.passwordHash,
      })
      .returning({ id: staff.id });
    return created!.id;
  });
}
