import type { InformationItem, InformationSummary } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, callApiPage } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';

/** The portals whose users read notices; admins receive none (spec §4). */
export type ReaderArea = 'company' | 'student';

/** Every reader query sits under `all`, so the read flow and live events refresh them all at once. */
export const informationKeys = {
  all: ['informations'] as const,
  summary: (area: ReaderArea, companyId: number | null) => ['informations', area, companyId, 'summary'] as const,
  pages: (area: ReaderArea, companyId: number | null, q: string) => ['informations', area, companyId, 'pages', { q }] as const,
};

/**
 * Reader notices never go stale (spec §4): only the read flow and live events refresh them, never
 * a timer, a window focus or a reconnect.
 */
const NEVER_STALE = { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false } as const;

// Not called for a company user without a company: the queries are disabled then.
const hasReader = (area: ReaderArea, companyId: number | null) => area === 'student' || companyId !== null;

/**
 * The bell's dot and popover, the urgent alert and the dashboard banner, from one small call: the
 * unread count, the newest notices and the unread urgent and important ones (decision 031).
 */
export const informationSummaryQuery = (area: ReaderArea, companyId: number | null) =>
  queryOptions({
    queryKey: informationKeys.summary(area, companyId),
    queryFn: (): Promise<InformationSummary> =>
      area === 'student'
        ? callApi(informationEndpoints.studentSummary)
        : callApi(informationEndpoints.companySummary, { params: { company_id: companyId ?? 0 } }),
    ...NEVER_STALE,
    enabled: hasReader(area, companyId),
  });

/** How many notices the notices page shows at first and adds with 「もっと見る」 (decision 031). */
export const NOTICES_PER_PAGE = 20;

/** One page of the reader's notices: the spec's array, with the total from its `X-Total-Count` header. */
async function noticePage(area: ReaderArea, companyId: number | null, q: string, page: number): Promise<ListResponse<InformationItem>> {
  const query = { page, page_size: NOTICES_PER_PAGE, ...(q ? { q } : {}) };
  const { items, total } =
    area === 'student'
      ? await callApiPage(informationEndpoints.studentList, { query })
      : await callApiPage(informationEndpoints.companyList, { params: { company_id: companyId ?? 0 }, query });
  return { items, total, page, page_size: NOTICES_PER_PAGE };
}

/**
 * The notices page: pages of 20, newest first, searched by subject and content on the server
 * (`q`, empty for all); "もっと見る" loads the next page. A refresh reloads the pages shown.
 */
export const informationPagesQuery = (area: ReaderArea, companyId: number | null, q: string) =>
  infiniteQueryOptions({
    queryKey: informationKeys.pages(area, companyId, q),
    queryFn: ({ pageParam }) => noticePage(area, companyId, q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.reduce((shown, page) => shown + page.items.length, 0) < last.total && last.items.length > 0 ? last.page + 1 : undefined),
    ...NEVER_STALE,
    // The last results stay while the next term's answer comes.
    placeholderData: keepPreviousData,
    enabled: hasReader(area, companyId),
  });

const READ_ENDPOINTS = { company: informationEndpoints.companyRead, student: informationEndpoints.studentRead } as const;

/** Marks a notice read for the signed-in user (idempotent on the server). */
export const markInformationRead = (area: ReaderArea, id: number) => callApi(READ_ENDPOINTS[area], { body: { id } });

const READ_ALL_ENDPOINTS = { company: informationEndpoints.companyReadAll, student: informationEndpoints.studentReadAll } as const;

/** Marks every notice of the signed-in user read; the bell and the lists refresh once it is done. */
export const useMarkAllInformationsRead = (area: ReaderArea | undefined) =>
  useInvalidatingMutation(() => callApi(READ_ALL_ENDPOINTS[area ?? 'student']), informationKeys.all);
