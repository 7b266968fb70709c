import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { MessageResponse } from '@manabiya/domain/contracts/auth';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import { IdParams, StaffBody, StaffItem, StaffListQuery } from '@manabiya/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { buildStaffCsv, STAFF_CSV_FILENAME } from './staff-csv.ts';
import { createStaffService } from './staff.service.ts';

const tags = ['admin: staff'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const access = (level: 'read' | 'write' | 'all') => ({ permission: { section: 'admins', access: level } }) as const;

/** Routes of staff (admins section). */
export function registerStaffRoutes(app: FastifyInstance, { db, authService }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createStaffService({ db, authService });

  api.get(
    '/api/admin/administrator',
    {
      config: access('read'),
      schema: { tags, summary: 'Staff, searched by name, kana or email and filtered', querystring: StaffListQuery, response: { 200: listResponseOf(StaffItem), ...errors } },
    },
    (request) => service.listStaff(request.query),
  );

  api.get(
    '/api/admin/administrator/csv',
    {
      config: access('all'),
      schema: {
        tags,
        summary: 'Staff matching the list filters as CSV (UTF-8 with BOM)',
        querystring: StaffListQuery.omit({ page: true, page_size: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(STAFF_CSV_FILENAME))
        .send(buildStaffCsv(await service.listAllStaff(request.query))),
  );

  api.get(
    '/api/admin/administrator/:id',
    { config: access('read'), schema: { tags, summary: 'One staff member', params: IdParams, response: { 200: StaffItem, ...errors } } },
    (request) => service.getStaff(request.params.id),
  );

  api.get(
    '/api/admin/administrator/:id/history',
    { config: access('read'), schema: { tags, summary: 'Audit history of a staff member', params: IdParams, response: { 200: z.array(AuditEntry), ...errors } } },
    (request) => service.historyOf(request.params.id),
  );

  api.post(
    '/api/admin/administrator',
    {
      config: access('write'),
      schema: { tags, summary: 'Create a staff member and mail an invitation to set a password', body: StaffBody, response: { 201: StaffItem, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.createStaff(sessionOf(request).user, request.body)),
  );

  api.put(
    '/api/admin/administrator/:id',
    {
      config: access('write'),
      schema: { tags, summary: 'Replace a staff member’s fields; deactivating ends their sessions', params: IdParams, body: StaffBody, response: { 200: StaffItem, ...errors } },
    },
    (request) => service.updateStaff(sessionOf(request).user, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/administrator/:id',
    { config: access('all'), schema: { tags, summary: 'Delete a staff member', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteStaff(sessionOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/admin/administrator/:id/invite',
    {
      config: access('write'),
      schema: { tags, summary: 'Mail the invitation again (a new 7-day set-password link)', params: IdParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await service.resendInvitation(request.params.id);
      return { message: '招待メールを送信しました。' };
    },
  );

  api.post(
    '/api/admin/administrator/:id/end_sessions',
    {
      config: access('all'),
      schema: { tags, summary: 'Sign a staff member out everywhere', params: IdParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await service.endSessions(request.params.id);
      return { message: 'このスタッフのすべてのセッションを終了しました。' };
    },
  );
}
