import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { MessageResponse } from '../contracts/auth.ts';
import {
  CompanyCsvQuery,
  CompanyDetail,
  CompanyItem,
  CompanyListQuery,
  CompanyListResponse,
  CompanyStudentListQuery,
  CompanyStudentListResponse,
  CreateCompanyBody,
  UpdateCompanyBody,
} from '../contracts/companies.ts';
import { CompanyAdministratorItem, CompanyUserItem, CreateCompanyUserBody, UpdateCompanyUserBody } from '../contracts/company-users.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ADMIN = '/api/admin/company';
const USER = '/api/admin/company_user';

/** Companies: the admin list (section company) and the detail page with its people and history (section company_detail). */
export const companyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Companies, searched by name or kana, filtered and sorted',
    query: CompanyListQuery,
    response: CompanyListResponse,
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'The filtered company list as CSV (UTF-8 with BOM)',
    query: CompanyCsvQuery,
    response: z.string(),
    download: true,
  }),
  create: defineEndpoint({ method: 'POST', path: ADMIN, summary: 'Create a company', body: CreateCompanyBody, response: CompanyItem, status: 201 }),
  update: defineEndpoint({ method: 'PUT', path: `${ADMIN}/:id`, summary: 'Update a company', params: IdParams, body: UpdateCompanyBody, response: CompanyItem }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    summary: 'Delete a company that has no students and no company users',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'A company with its sales owner', params: IdParams, response: CompanyDetail }),
  users: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/users`,
    summary: 'The company users of a company',
    params: IdParams,
    response: z.array(CompanyUserItem),
  }),
  students: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/students`,
    summary: 'The students of a company, paginated',
    params: IdParams,
    query: CompanyStudentListQuery,
    response: CompanyStudentListResponse,
  }),
  history: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id/history`, summary: 'Audit history of a company', params: IdParams, response: z.array(AuditEntry) }),
  /** The company portal's view of its own users. */
  colleagues: defineEndpoint({
    method: 'GET',
    path: '/api/company/administrator',
    summary: "The users of the caller's own company",
    response: z.array(CompanyAdministratorItem),
  }),
};

/** Company users as staff manage them from the company detail page (section company_detail). */
export const companyUserEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: USER,
    summary: 'Create a company user and mail them an invitation',
    body: CreateCompanyUserBody,
    response: CompanyUserItem,
    status: 201,
  }),
  get: defineEndpoint({ method: 'GET', path: `${USER}/:id`, summary: 'A company user', params: IdParams, response: CompanyUserItem }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${USER}/:id`,
    summary: 'Update a company user; active false deactivates and ends their sessions',
    params: IdParams,
    body: UpdateCompanyUserBody,
    response: CompanyUserItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${USER}/:id`,
    summary: 'Delete a deactivated or never signed-in company user',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: `${USER}/:id/invite`,
    summary: 'Mail the pending invitation (a 7-day set-password link) again',
    params: IdParams,
    response: MessageResponse,
  }),
  sendResetMail: defineEndpoint({
    method: 'POST',
    path: `${USER}/:id/send_reset_mail`,
    summary: 'Mail a company user who has a password a one-hour password-reset link',
    params: IdParams,
    response: MessageResponse,
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: `${USER}/:id/end_sessions`,
    summary: 'Sign a company user out everywhere',
    params: IdParams,
    response: MessageResponse,
  }),
  history: defineEndpoint({ method: 'GET', path: `${USER}/:id/history`, summary: 'Audit history of a company user', params: IdParams, response: z.array(AuditEntry) }),
};
