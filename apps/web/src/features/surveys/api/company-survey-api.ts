import { companySurveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A company's view of the surveys its students are asked, and of their figures. */
export const companySurveyKeys = {
  all: ['company-surveys'] as const,
  list: (apiQuery: string) => ['company-surveys', 'list', apiQuery] as const,
  results: (id: number) => ['company-surveys', 'results', id] as const,
};

export const companySurveyListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: companySurveyKeys.list(apiQuery), queryFn: () => callApi(companySurveyEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });

export const companySurveyResultsQuery = (id: number) =>
  queryOptions({ queryKey: companySurveyKeys.results(id), queryFn: () => callApi(companySurveyEndpoints.results, { params: { id } }) });
