import { EMPLOYMENT_TYPE, MAIN_ROLE, MAIN_ROLE_VALUES, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { staff } from '../../db/schema/staff.ts';
import { personName, SEED_EMAIL_DOMAIN, type SeedContext } from '../../seed/seed-kit.ts';

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

