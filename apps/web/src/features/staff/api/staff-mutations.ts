import type { StaffBody, StaffItem } from '@manabiya/domain/contracts/staff';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { createStaff, deleteStaff, endStaffSessions, inviteStaff, staffBodyOf, staffKeys, updateStaff } from './staff-api.ts';

export const useSaveStaff = () =>
  useInvalidatingMutation(({ id, body }: SaveVariables<StaffBody>) => (id === null ? createStaff(body) : updateStaff(id, body)), staffKeys.all);

export const useDeleteStaff = () => useInvalidatingMutation(deleteStaff, staffKeys.all);

/** Sends the invitation mail again (a member who has not set a password yet). */
export const useInviteStaff = () => useInvalidatingMutation(inviteStaff, staffKeys.all);

export const useEndStaffSessions = () => useInvalidatingMutation(endStaffSessions, staffKeys.all);

/** Activates or deactivates a member (PUT takes every field, so the rest is sent as it is). */
export const useSetStaffActive = () =>
  useInvalidatingMutation(({ staff, active }: { staff: StaffItem; active: boolean }) => updateStaff(staff.id, staffBodyOf(staff, { active })), staffKeys.all);
