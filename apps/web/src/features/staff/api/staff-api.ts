import type { StaffBody, StaffItem } from '@manabiya/domain/contracts/staff';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (apiQuery: string) => ['staff', 'list', apiQuery] as const,
  history: (id: number) => ['staff', 'history', id] as const,
};

export const staffListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: staffKeys.list(apiQuery), queryFn: () => callApi(staffEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });

export const staffHistoryQuery = (id: number) =>
  queryOptions({ queryKey: staffKeys.history(id), queryFn: () => callApi(staffEndpoints.history, { params: { id } }) });

export const staffCsvPath = (csvQuery: string) => urlOf(staffEndpoints.csv, { query: csvQuery });

export const createStaff = (body: StaffBody) => callApi(staffEndpoints.create, { body });
export const updateStaff = (id: number, body: StaffBody) => callApi(staffEndpoints.update, { params: { id }, body });
export const deleteStaff = (id: number) => callApi(staffEndpoints.remove, { params: { id } });
export const inviteStaff = (id: number) => callApi(staffEndpoints.invite, { params: { id } });
export const endStaffSessions = (id: number) => callApi(staffEndpoints.endSessions, { params: { id } });
export const sendStaffResetMail = (id: number) => callApi(staffEndpoints.sendResetMail, { params: { id } });

/** The body that replaces a staff member with one field changed (PUT takes every field). */
export function staffBodyOf(item: StaffItem, changes: Partial<StaffBody> = {}): StaffBody {
  return {
    name: item.name,
    name_kana: item.name_kana,
    email: item.email,
    main_role: item.main_role as StaffBody['main_role'],
    role_type: item.role_type as StaffBody['role_type'],
    employment_type: item.employment_type as StaffBody['employment_type'],
    permission_role_id: item.permission_role_id,
    active: item.active,
    ...changes,
  };
}

export const useSaveStaff = () =>
  useInvalidatingMutation(({ id, body }: SaveVariables<StaffBody>) => (id === null ? createStaff(body) : updateStaff(id, body)), staffKeys.all);

export const useDeleteStaff = () => useInvalidatingMutation(deleteStaff, staffKeys.all);

/** Sends the invitation mail again (a member who has not set a password yet). */
export const useInviteStaff = () => useInvalidatingMutation(inviteStaff, staffKeys.all);

export const useSendStaffResetMail = () => useInvalidatingMutation(sendStaffResetMail, staffKeys.all);

export const useEndStaffSessions = () => useInvalidatingMutation(endStaffSessions, staffKeys.all);

/** Activates or deactivates a member (PUT takes every field, so the rest is sent as it is). */
export const useSetStaffActive = () =>
  useInvalidatingMutation(({ staff, active }: { staff: StaffItem; active: boolean }) => updateStaff(staff.id, staffBodyOf(staff, { active })), staffKeys.all);
