import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { MessageResponse } from '../contracts/auth.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams, StaffBody, StaffItem, StaffListQuery } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ADMIN = '/api/admin/administrator';

/** Staff (admins section): CRUD, CSV, invitations and "sign out everywhere". */
export const staffEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Staff, searched by name, kana or email and filtered',
    query: StaffListQuery,
    response: listResponseOf(StaffItem),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'Staff matching the list filters as CSV (UTF-8 with BOM)',
    query: StaffListQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One staff member', params: IdParams, response: StaffItem }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/history`,
    summary: 'Audit history of a staff member',
    params: IdParams,
    response: z.array(AuditEntry),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    summary: 'Create a staff member and mail an invitation to set a password',
    body: StaffBody,
    response: StaffItem,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a staff member’s fields; deactivating ends their sessions',
    params: IdParams,
    body: StaffBody,
    response: StaffItem,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${ADMIN}/:id`, summary: 'Delete a staff member', params: IdParams, response: z.null(), status: 204 }),
  invite: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/invite`,
    summary: 'Mail the invitation again (a new 7-day set-password link)',
    params: IdParams,
    response: MessageResponse,
  }),
  sendResetMail: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/send_reset_mail`,
    summary: 'Mail a staff member who has a password a one-hour password-reset link',
    params: IdParams,
    response: MessageResponse,
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/end_sessions`,
    summary: 'Sign a staff member out everywhere',
    params: IdParams,
    response: MessageResponse,
  }),
};
