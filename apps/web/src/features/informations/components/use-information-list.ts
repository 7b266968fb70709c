import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { informationListQuery, type ReaderArea } from '../api/information-api.ts';

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

export interface InformationList {
  scope: ReaderScope | null;
  /** Newest first; empty while loading and after a failed load (spec §8). */
  items: readonly InformationItem[];
  loading: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

const EMPTY: readonly InformationItem[] = [];

/** The signed-in reader's notices from the shared, never-stale query; admins fetch nothing. */
export function useInformationList(): InformationList {
  const scope = readerScopeOf(useSignedInUser());
  const options = informationListQuery(scope?.area ?? 'student', scope?.companyId ?? null);
  const query = useQuery({ ...options, enabled: scope !== null && options.enabled !== false });
  return {
    scope,
    items: query.data ?? EMPTY,
    loading: query.isLoading,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
  };
}
