import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { InformationItem, InformationSummary } from '@manabiya/domain/contracts/informations';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { informationSummaryQuery, type ReaderArea } from '../api/information-api.ts';

/** Whose notices the signed-in user reads: a student, or a company user's company. */
export interface ReaderScope {
  area: ReaderArea;
  companyId: number | null;
}

/** The reader scope of a user; null for admins, who receive no notices (spec §4). */
export function readerScopeOf(user: SignedInUser | null): ReaderScope | null {
  if (user?.account_type === ACCOUNT_TYPE.student) return { area: 'student', companyId: null };
  if (user?.account_type === ACCOUNT_TYPE.company) return { area: 'company', companyId: user.company_id };
  return null;
}

export interface InformationSummaryState {
  scope: ReaderScope | null;
  /** Nothing unread and no notices while loading and after a failed load (spec §8). */
  summary: InformationSummary;
  loading: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

const EMPTY: InformationSummary = { unread_count: 0, latest: [], urgent_unread: [], important_unread: null };

/** The signed-in reader's summary from the shared, never-stale query; admins fetch nothing. */
export function useInformationSummary(): InformationSummaryState {
  const scope = readerScopeOf(useSignedInUser());
  const options = informationSummaryQuery(scope?.area ?? 'student', scope?.companyId ?? null);
  const query = useQuery({ ...options, enabled: scope !== null && options.enabled !== false });
  return {
    scope,
    summary: query.data ?? EMPTY,
    loading: query.isLoading,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
  };
}

/**
 * The freshest copy of the notice a dialog shows: the same notice in what was loaded since (its read
 * mark, an edit), or the one that was opened.
 */
export function freshestOf(current: InformationItem | null, ...lists: ReadonlyArray<ReadonlyArray<InformationItem | null>>): InformationItem | null {
  if (!current) return null;
  for (const list of lists) {
    const found = list.find((item) => item?.id === current.id);
    if (found) return found;
  }
  return current;
}
