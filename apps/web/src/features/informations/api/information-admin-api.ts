import type { InformationAdminItem, InformationBody } from '@manabiya/domain/contracts/informations';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const informationAdminKeys = {
  all: ['informations', 'admin'] as const,
  list: (apiQuery: string) => ['informations', 'admin', 'list', apiQuery] as const,
  unread: (id: number, apiQuery: string) => ['informations', 'admin', 'unread', id, apiQuery] as const,
  history: (id: number) => ['informations', 'admin', 'history', id] as const,
};

export const informationAdminListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: informationAdminKeys.list(apiQuery),
    queryFn: () => callApi(informationEndpoints.list, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
export const informationUnreadQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: informationAdminKeys.unread(id, apiQuery),
    queryFn: () => callApi(informationEndpoints.unread, { params: { id }, query: apiQuery }),
    placeholderData: keepPreviousData,
  });
export const informationHistoryQuery = (id: number) =>
  queryOptions({ queryKey: informationAdminKeys.history(id), queryFn: () => callApi(informationEndpoints.history, { params: { id } }) });

export const informationUnreadCsvPath = (id: number, csvQuery: string) => urlOf(informationEndpoints.unreadCsv, { params: { id }, query: csvQuery });
export const deleteInformation = (id: number) => callApi(informationEndpoints.remove, { params: { id } });

/**
 * Creates (`id` null) or replaces a notice, as the endpoint's multipart form: the body as the
 * `data` part and one `images` part per `changed: 0` entry, in the same order.
 */
export function saveInformation(id: number | null, body: InformationBody, newImages: readonly File[]): Promise<InformationAdminItem> {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  for (const file of newImages) form.append('images', file, file.name);
  return id === null ? callApi(informationEndpoints.create, { form }) : callApi(informationEndpoints.update, { params: { id }, form });
}
