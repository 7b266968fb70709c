import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The portals whose users read notices; admins receive none (spec §4). */
export type ReaderArea = 'company' | 'student';

export const informationKeys = {
  all: ['informations'] as const,
  list: (area: ReaderArea, companyId: number | null) => ['informations', area, companyId] as const,
};

function listNotices(area: ReaderArea, companyId: number | null): Promise<InformationItem[]> {
  // Not called for a company user without a company: the query is disabled then.
  return area === 'student' ? callApi(informationEndpoints.studentList) : callApi(informationEndpoints.companyList, { params: { company_id: companyId ?? 0 } });
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
