import { companyTestEndpoints } from '@manabiya/domain/endpoints/tests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A company's view of the tests its students take, and its own students' results. */
export const companyTestKeys = {
  all: ['company-tests'] as const,
  list: (apiQuery: string) => ['company-tests', 'list', apiQuery] as const,
  results: (apiQuery: string) => ['company-tests', 'results', apiQuery] as const,
  options: ['company-tests', 'options'] as const,
};

export const companyTestListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: companyTestKeys.list(apiQuery), queryFn: () => callApi(companyTestEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });

export const companyTestResultsQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: companyTestKeys.results(apiQuery),
    queryFn: () => callApi(companyTestEndpoints.results, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });

/** Every test of the company's students, for the results' test filter (the largest page the list serves). */
export const companyTestOptionsQuery = () =>
  queryOptions({
    queryKey: companyTestKeys.options,
    queryFn: () => callApi(companyTestEndpoints.list, { query: { page: 0, page_size: 200, sort: 'title', order: 'asc' } }),
    staleTime: 60_000,
  });
