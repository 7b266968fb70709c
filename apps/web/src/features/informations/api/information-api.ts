import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';

/** The portals whose users read notices; admins receive none (spec §4). */
export type ReaderArea = 'company' | 'student';

export const informationKeys = {
  all: ['informations'] as const,
  list: (area: ReaderArea, companyId: number | null) => ['informations', area, companyId] as const,
  /** Under the list's key, so whatever refreshes the list refreshes its searches too. */
  search: (area: ReaderArea, companyId: number | null, q: string) => ['informations', area, companyId, { q }] as const,
};

function listNotices(area: ReaderArea, companyId: number | null, q?: string): Promise<InformationItem[]> {
  const query = q ? { q } : {};
  // Not called for a company user without a company: the query is disabled then.
  return area === 'student'
    ? callApi(informationEndpoints.studentList, { query })
    : callApi(informationEndpoints.companyList, { params: { company_id: companyId ?? 0 }, query });
}

/**
 * The signed-in reader's notices, newest first. They never go stale (spec §4): only the read flow
 * and live events refresh them, never a timer, a window focus or a reconnect.
 */
export const informationListQuery = (area: ReaderArea, companyId: number | null) =>
  queryOptions({
    queryKey: informationKeys.list(area, companyId),
    queryFn: () => listNotices(area, companyId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
    // A company user without a company has no list to ask for.
    enabled: area === 'student' || companyId !== null,
  });

const READ_ENDPOINTS = { company: informationEndpoints.companyRead, student: informationEndpoints.studentRead } as const;

/** Marks a notice read for the signed-in user (idempotent on the server). */
export const markInformationRead = (area: ReaderArea, id: number) => callApi(READ_ENDPOINTS[area], { body: { id } });

/** The notices page's search (subject and content, on the server); refreshed like the list it narrows. */
export const informationSearchQuery = (area: ReaderArea, companyId: number | null, q: string) =>
  queryOptions({
    queryKey: informationKeys.search(area, companyId, q),
    queryFn: () => listNotices(area, companyId, q),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The last results stay while the next term's answer comes.
    placeholderData: keepPreviousData,
    enabled: q !== '' && (area === 'student' || companyId !== null),
  });

const READ_ALL_ENDPOINTS = { company: informationEndpoints.companyReadAll, student: informationEndpoints.studentReadAll } as const;

/** Marks every notice of the signed-in user read; the bell and the lists refresh once it is done. */
export const useMarkAllInformationsRead = (area: ReaderArea | undefined) =>
  useInvalidatingMutation(() => callApi(READ_ALL_ENDPOINTS[area ?? 'student']), informationKeys.all);
