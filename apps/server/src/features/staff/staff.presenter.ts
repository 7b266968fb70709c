import { staffAbilities, type StaffActor, type StaffRowState } from '@manabiya/domain/abilities/staff';
import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { withIsoDates } from '../../platform/presenters.ts';
import type { StaffRow } from './staff.repository.ts';

/** What the ability rules need of a member, given who (if anyone alone) can still manage roles. */
export function staffStateOf(row: { id: number; active: boolean; password_set: boolean }, lastRoleManagerId: number | undefined): StaffRowState {
  return { id: row.id, active: row.active, password_set: row.password_set, last_role_manager: row.id === lastRoleManagerId };
}

/** A staff row as the admin API shows it to `actor`. */
export function presentStaff(row: NonNullable<StaffRow>, actor: StaffActor, lastRoleManagerId: number | undefined): StaffItem {
  return { ...withIsoDates(row), abilities: staffAbilities(actor, staffStateOf(row, lastRoleManagerId)) };
}
