import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import {
  DailyReportBody,
  DailyReportItem,
  ReportCommentBody,
  ReportDraft,
  ReportDraftQuery,
  ReportListQuery,
  SelfcheckBody,
  SelfcheckItem,
} from '../contracts/reports.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

const STUDENT = '/api/student/reports';

/** Daily reports (日報): the student writes one per day; staff read, comment and check; a company reads its own students'. */
export const reportEndpoints = {
  studentList: defineEndpoint({
    method: 'GET',
    path: STUDENT,
    summary: "The signed-in student's daily reports, newest day first",
    query: ReportListQuery,
    response: listResponseOf(DailyReportItem),
  }),
  studentDraft: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/draft`,
    summary: "A day's study time from the ledger and the report already written for it, if any",
    query: ReportDraftQuery,
    response: ReportDraft,
  }),
  studentCreate: defineEndpoint({
    method: 'POST',
    path: STUDENT,
    summary: 'Write the daily report of a day (one per day: 409 naming the existing one)',
    body: DailyReportBody,
    response: DailyReportItem,
    status: 201,
  }),
  studentGet: defineEndpoint({ method: 'GET', path: `${STUDENT}/:id`, summary: 'One of own daily reports', params: IdParams, tenantScope: { id: 'report' }, response: DailyReportItem }),
  studentUpdate: defineEndpoint({
    method: 'PUT',
    path: `${STUDENT}/:id`,
    summary: 'Replace an own daily report (until staff have checked it)',
    params: IdParams,
    tenantScope: { id: 'report' },
    body: DailyReportBody,
    response: DailyReportItem,
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/student/:id/reports',
    summary: "A student's daily reports with comments, newest day first",
    params: IdParams,
    query: ReportListQuery,
    response: listResponseOf(DailyReportItem),
  }),
  adminComment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/student_report/:id/comment',
    summary: 'Comment on a daily report (Markdown)',
    params: IdParams,
    body: ReportCommentBody,
    response: DailyReportItem,
    status: 201,
  }),
  adminCheck: defineEndpoint({
    method: 'POST',
    path: '/api/admin/student_report/:id/check',
    summary: 'Stamp a daily report checked (once: checking again keeps the first stamp)',
    params: IdParams,
    response: DailyReportItem,
  }),
  companyList: defineEndpoint({
    method: 'GET',
    path: '/api/company/student/:id/reports',
    summary: "One of the company's students' daily reports, newest day first",
    params: IdParams,
    tenantScope: { id: 'student' },
    query: ReportListQuery,
    response: listResponseOf(DailyReportItem),
  }),
};

/** Self-checks: the student's understanding (1–5) and comment per curriculum of their course. */
export const selfcheckEndpoints = {
  studentList: defineEndpoint({
    method: 'GET',
    path: '/api/student/selfcheck',
    summary: "The curricula of the student's course with their self-checks",
    response: z.array(SelfcheckItem),
  }),
  studentSave: defineEndpoint({
    method: 'PUT',
    path: '/api/student/selfcheck',
    summary: "Set the self-check of a curriculum of the student's course",
    body: SelfcheckBody,
    response: SelfcheckItem,
  }),
};
