import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { progressEndpoints } from '@manabiya/domain/endpoints/progress';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Staff read every student's progress (section student_progress); a company reads its own students'. */
export type ProgressArea = 'admin' | 'company';

const LIST = { admin: progressEndpoints.adminList, company: progressEndpoints.companyList } as const;
const CSV = { admin: progressEndpoints.adminCsv, company: progressEndpoints.companyCsv } as const;
const OPTIONS = { admin: progressEndpoints.adminOptions, company: progressEndpoints.companyOptions } as const;
const DETAIL = { admin: progressEndpoints.adminDetail, company: progressEndpoints.companyDetail } as const;

export const progressKeys = {
  all: ['progress'] as const,
  list: (area: ProgressArea, apiQuery: string) => ['progress', area, 'list', apiQuery] as const,
  options: (area: ProgressArea) => ['progress', area, 'options'] as const,
  detail: (area: ProgressArea, id: number, days: number) => ['progress', area, 'detail', id, days] as const,
  summary: ['progress', 'company', 'summary'] as const,
  curricula: ['progress', 'company', 'curricula'] as const,
  curriculum: (id: number) => ['progress', 'company', 'curriculum', id] as const,
};

export const progressListQuery = (area: ProgressArea, apiQuery: string) =>
  queryOptions({ queryKey: progressKeys.list(area, apiQuery), queryFn: () => callApi(LIST[area], { query: apiQuery }), placeholderData: keepPreviousData });

export const progressCsvPath = (area: ProgressArea, csvQuery: string) => urlOf(CSV[area], { query: csvQuery });

export const progressOptionsQuery = (area: ProgressArea) =>
  queryOptions({ queryKey: progressKeys.options(area), queryFn: () => callApi(OPTIONS[area]), staleTime: 60_000 });

export const studentProgressQuery = (area: ProgressArea, id: number, days: number) =>
  queryOptions({
    queryKey: progressKeys.detail(area, id, days),
    queryFn: () => callApi(DETAIL[area], { params: { id }, query: { days } }),
    placeholderData: keepPreviousData,
  });

export const progressSummaryQuery = () => queryOptions({ queryKey: progressKeys.summary, queryFn: () => callApi(progressEndpoints.companySummary) });

export const companyCurriculaQuery = () => queryOptions({ queryKey: progressKeys.curricula, queryFn: () => callApi(progressEndpoints.companyCurricula) });

export const companyCurriculumQuery = (id: number) =>
  queryOptions({ queryKey: progressKeys.curriculum(id), queryFn: () => callApi(progressEndpoints.companyCurriculum, { params: { id } }) });
