import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { StaffBody, StaffItem } from '@manabiya/domain/contracts/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/admin/administrator';

export const staffKeys = {
  all: ['staff'] as const,
  list: (apiQuery: string) => ['staff', 'list', apiQuery] as const,
  history: (id: number) => ['staff', 'history', id] as const,
};

export const staffListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: staffKeys.list(apiQuery), queryFn: () => getApi<ListResponse<StaffItem>>(`${BASE}?${apiQuery}`), placeholderData: keepPreviousData });

export const staffHistoryQuery = (id: number) =>
  queryOptions({ queryKey: staffKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });

export const staffCsvPath = (csvQuery: string) => `${BASE}/csv?${csvQuery}`;

export const createStaff = (body: StaffBody) => postApi<StaffItem>(BASE, body);
export const updateStaff = (id: number, body: StaffBody) => requestApi<StaffItem>('PUT', `${BASE}/${id}`, body);
export const deleteStaff = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);
export const inviteStaff = (id: number) => postApi<{ message: string }>(`${BASE}/${id}/invite`);
export const endStaffSessions = (id: number) => postApi<{ message: string }>(`${BASE}/${id}/end_sessions`);

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
