import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { InformationAdminItem, InformationBody, InformationReader } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, requestApi, requestFormApi } from '../../../lib/api-client.ts';

const BASE = '/admin/information';

export const informationAdminKeys = {
  all: ['informations', 'admin'] as const,
  list: (apiQuery: string) => ['informations', 'admin', 'list', apiQuery] as const,
  unread: (id: number, apiQuery: string) => ['informations', 'admin', 'unread', id, apiQuery] as const,
  history: (id: number) => ['informations', 'admin', 'history', id] as const,
};

export const informationAdminListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: informationAdminKeys.list(apiQuery),
    queryFn: () => getApi<ListResponse<InformationAdminItem>>(`${BASE}?${apiQuery}`),
    placeholderData: keepPreviousData,
  });
export const informationUnreadQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: informationAdminKeys.unread(id, apiQuery),
    queryFn: () => getApi<ListResponse<InformationReader>>(`${BASE}/${id}/unread?${apiQuery}`),
    placeholderData: keepPreviousData,
  });
export const informationHistoryQuery = (id: number) =>
  queryOptions({ queryKey: informationAdminKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });

export const informationUnreadCsvPath = (id: number, csvQuery: string) => `${BASE}/${id}/unread/csv?${csvQuery}`;
export const deleteInformation = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);

/**
 * Creates (`id` null) or replaces a notice. With new images it goes as multipart: the body as the
 * `data` field and one `images` part per `changed: 0` entry, in the same order; otherwise as JSON.
 */
export function saveInformation(id: number | null, body: InformationBody, newImages: readonly File[]): Promise<InformationAdminItem> {
  const method = id === null ? 'POST' : 'PUT';
  const path = id === null ? BASE : `${BASE}/${id}`;
  if (newImages.length === 0) return requestApi<InformationAdminItem>(method, path, body);
  const data = new FormData();
  data.append('data', JSON.stringify(body));
  for (const file of newImages) data.append('images', file, file.name);
  return requestFormApi<InformationAdminItem>(method, path, data);
}
