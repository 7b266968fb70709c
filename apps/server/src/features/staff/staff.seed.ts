import { EMPLOYMENT_TYPE, MAIN_ROLE, MAIN_ROLE_VALUES, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { permissionRoles, staff } from '../../db/schema/staff.ts';
import { personName, SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';

/** Staff across the six main roles, each with one of the seeded permission roles; about one in twenty inactive. */
export async function seedStaff(context: SeedContext): Promise<void> {
  const { db, random, made, size, passwordHash } = context;
  const rows = Array.from({ length: size.staff }, (_, i) => {
    const mainRole = MAIN_ROLE_VALUES[i % MAIN_ROLE_VALUES.length]!;
    const { name, name_kana } = personName(random);
    return {
      email: `staff${String(i + 1).padStart(4, '0')}@${SEED_EMAIL_DOMAIN}`,
      password_hash: passwordHash,
      name,
      name_kana,
      main_role: mainRole,
      role_type: mainRole === MAIN_ROLE.admin ? ROLE_TYPE.admin : ROLE_TYPE.sales_general,
      employment_type: random.chance(0.3) ? EMPLOYMENT_TYPE.contractor : EMPLOYMENT_TYPE.employee,
      permission_role_id: random.pick(made.permissionRoleIds),
      active: !random.chance(0.05),
    };
  });
  const inserted = await db.insert(staff).values(rows).returning({ id: staff.id, main_role: staff.main_role });
  made.staffIds = inserted.map((row) => row.id);
  made.salesStaffIds = inserted.filter((row) => row.main_role === MAIN_ROLE.sales || row.main_role === MAIN_ROLE.admin_sales).map((row) => row.id);
  made.adminStaffIds = inserted.filter((row) => row.main_role === MAIN_ROLE.admin).map((row) => row.id);
}

/** The demo's staff: an administrator, a teacher and a salesperson, each with the demo role of that name. */
export async function demoStaff({ db, passwordHash }: DemoContext): Promise<void> {
  const roles = await db.select({ id: permissionRoles.id, name: permissionRoles.name }).from(permissionRoles);
  const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
  await db.insert(staff).values(
    [
      { email: 'admin@example.com', name: '管理 太郎', name_kana: 'カンリ タロウ', main_role: MAIN_ROLE.admin, role_type: ROLE_TYPE.admin, permission_role_id: roleId('管理者') },
      { email: 'teacher@example.com', name: '講師 花子', name_kana: 'コウシ ハナコ', main_role: MAIN_ROLE.teacher, employment_type: EMPLOYMENT_TYPE.contractor, permission_role_id: roleId('講師') },
      { email: 'sales@example.com', name: '営業 一郎', name_kana: 'エイギョウ イチロウ', main_role: MAIN_ROLE.sales, permission_role_id: roleId('営業') },
    ].map((row) => ({ ...row, password_hash: passwordHash })),
  );
}
