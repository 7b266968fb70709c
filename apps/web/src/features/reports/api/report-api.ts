import type { DailyReportBody, ReportCommentBody, SelfcheckBody } from '@manabiya/domain/contracts/reports';
import { reportEndpoints, selfcheckEndpoints } from '@manabiya/domain/endpoints/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Who reads a student's reports besides the student: staff (student_detail) or their company. */
export type ReportReaderArea = 'admin' | 'company';

const READER_LIST = { admin: reportEndpoints.adminList, company: reportEndpoints.companyList } as const;

export const reportKeys = {
  all: ['reports'] as const,
  own: (page: number, pageSize: number) => ['reports', 'own', page, pageSize] as const,
  draft: (date: string) => ['reports', 'draft', date] as const,
  ofStudent: (area: ReportReaderArea, id: number, page: number, pageSize: number) => ['reports', area, id, page, pageSize] as const,
  selfchecks: ['reports', 'selfchecks'] as const,
};

export const ownReportsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: reportKeys.own(page, pageSize),
    queryFn: () => callApi(reportEndpoints.studentList, { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

export const reportDraftQuery = (date: string) =>
  queryOptions({ queryKey: reportKeys.draft(date), queryFn: () => callApi(reportEndpoints.studentDraft, { query: { date } }) });

export const studentReportsQuery = (area: ReportReaderArea, id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: reportKeys.ofStudent(area, id, page, pageSize),
    queryFn: () => callApi(READER_LIST[area], { params: { id }, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

export const selfchecksQuery = () => queryOptions({ queryKey: reportKeys.selfchecks, queryFn: () => callApi(selfcheckEndpoints.studentList) });

/** Writes a new report (id null) or rewrites one. */
export const useSaveReport = () =>
  useInvalidatingMutation(
    ({ id, body }: SaveVariables<DailyReportBody>) =>
      id === null ? callApi(reportEndpoints.studentCreate, { body }) : callApi(reportEndpoints.studentUpdate, { params: { id }, body }),
    reportKeys.all,
  );

export const useCommentReport = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: ReportCommentBody }) => callApi(reportEndpoints.adminComment, { params: { id }, body }), reportKeys.all);

export const useCheckReport = () => useInvalidatingMutation((id: number) => callApi(reportEndpoints.adminCheck, { params: { id } }), reportKeys.all);

export const useSaveSelfcheck = () => useInvalidatingMutation((body: SelfcheckBody) => callApi(selfcheckEndpoints.studentSave, { body }), reportKeys.all);
