import type { InformationAdminItem, InformationBody } from '@manabiya/domain/contracts/informations';
import type { CompanyFilter, CourseScope, NoticeTarget } from '@manabiya/domain/enums/information';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

export const informationAdminKeys = {
  all: ['informations', 'admin'] as const,
  list: (apiQuery: string) => ['informations', 'admin', 'list', apiQuery] as const,
  unread: (id: number, apiQuery: string) => ['informations', 'admin', 'unread', id, apiQuery] as const,
  history: (id: number) => ['informations', 'admin', 'history', id] as const,
  audience: (target: AudienceTarget) => ['informations', 'admin', 'audience', target] as const,
};

/** The fields of a notice that decide who it reaches. */
export interface AudienceTarget {
  notice_target: NoticeTarget;
  company_filter: CompanyFilter;
  course_scope: CourseScope;
  course_ids: readonly number[];
}

/** How many accounts a notice with this target reaches now, counted by the server with the delivery's rules. */
export const informationAudienceQuery = (target: AudienceTarget) =>
  queryOptions({
    queryKey: informationAdminKeys.audience({ ...target, course_ids: [...target.course_ids] }),
    queryFn: () =>
      callApi(informationEndpoints.audience, {
        query: { notice_target: target.notice_target, company_filter: target.company_filter, course_scope: target.course_scope, course_ids: target.course_ids.join(',') },
      }),
    // Asked when a confirmation opens: the count is the one of that moment.
    staleTime: 0,
  });

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

/** Creates or replaces a notice with the images added in the form. */
export const useSaveInformation = () =>
  useInvalidatingMutation(
    ({ id, body, newImages }: SaveVariables<InformationBody> & { newImages: readonly File[] }) => saveInformation(id, body, newImages),
    informationAdminKeys.all,
  );

export const useDeleteInformation = () => useInvalidatingMutation(deleteInformation, informationAdminKeys.all);

/** Publishes a draft now (`publish_date` null) or at a date; the server publishes once however often it is asked. */
export const publishInformation = ({ id, publish_date }: { id: number; publish_date: string | null }) =>
  callApi(informationEndpoints.publish, { params: { id }, body: { publish_date } });

export const usePublishInformation = () => useInvalidatingMutation(publishInformation, informationAdminKeys.all);
