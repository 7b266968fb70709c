import type { AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { MAIN_ROLE, type MainRole } from '@manabiya/domain/enums/staff';
import type { Section } from '@manabiya/domain/permissions/sections';
import { permissionRoleLevels, permissionRoles, staff } from '../db/schema/staff.ts';
import { DEMO_PASSWORD, loginAs, type TestApp } from './test-app.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

let serial = 0;
let passwordHash: Promise<string> | undefined;

/** A permission role holding exactly these levels (none elsewhere). */
export async function roleWith(t: TestApp, levels: Partial<Record<Section, AccessLevel>>): Promise<number> {
  const [role] = await t.db.insert(permissionRoles).values({ name: `role ${++serial} ${Date.now()}` }).returning({ id: permissionRoles.id });
  const rows = Object.entries(levels).map(([section, level]) => ({ role_id: role!.id, section, level }));
  if (rows.length > 0) await t.db.insert(permissionRoleLevels).values(rows);
  return role!.id;
}

/** A signed-in staff member whose role holds exactly these levels: their id, e-mail, role and token. */
export async function staffWith(t: TestApp, levels: Partial<Record<Section, AccessLevel>>, options: { mainRole?: MainRole } = {}) {
  const email = `staff-${++serial}-${Date.now()}@example.com`;
  const roleId = await roleWith(t, levels);
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await t.db
    .insert(staff)
    .values({ email, name: `職員 ${serial}`, main_role: options.mainRole ?? MAIN_ROLE.general, permission_role_id: roleId, password_hash: await passwordHash })
    .returning({ id: staff.id });
  return { id: row!.id, email, roleId, token: await loginAs(t.app, 'admin', email) };
}
