import { z } from 'zod';
import { MessageResponse } from '../contracts/auth.ts';
import { IdParams, StaffBody, StaffItem, StaffListQuery } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { recordEndpoints } from './record-endpoints.ts';

const ADMIN = '/api/admin/administrator';

/** Staff (admins section): CRUD, CSV, invitations and "sign out everywhere". */
export const staffEndpoints = {
  ...recordEndpoints(
    ADMIN,
    { listQuery: StaffListQuery, listItem: StaffItem, item: StaffItem, body: StaffBody },
    {
      list: 'Staff, searched by name, kana or email and filtered',
      noun: 'a staff member',
      create: 'Create a staff member and mail an invitation to set a password',
      update: 'Replace a staff member’s fields; deactivating ends their sessions',
    },
  ),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'Staff matching the list filters as CSV (UTF-8 with BOM)',
    query: StaffListQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
  }),
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
