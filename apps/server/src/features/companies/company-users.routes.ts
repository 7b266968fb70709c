import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { MessageResponse } from '@manabiya/domain/contracts/auth';
import { CompanyUserItem, CreateCompanyUserBody, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import * as service from './company-users.service.ts';
import { adminErrors, IdParams } from './route-schemas.ts';

/** Company users as staff manage them from the company detail page (section company_detail). */
export function registerCompanyUserRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['admin: company users'];
  const read = { section: 'company_detail', access: 'read' } as const;
  const write = { section: 'company_detail', access: 'write' } as const;
  const all = { section: 'company_detail', access: 'all' } as const;

  api.post(
    '/api/admin/company_user',
    {
      config: { permission: write },
      schema: { tags, summary: 'Create a company user and mail them an invitation', body: CreateCompanyUserBody, response: { 201: CompanyUserItem, ...adminErrors } },
    },
    async (request, reply) => reply.status(201).send(await service.createCompanyUser(deps, sessionOf(request).user.id, request.body)),
  );

  api.get(
    '/api/admin/company_user/:id',
    { config: { permission: read }, schema: { tags, summary: 'A company user', params: IdParams, response: { 200: CompanyUserItem, ...adminErrors } } },
    (request) => service.getCompanyUser(db, request.params.id),
  );

  api.put(
    '/api/admin/company_user/:id',
    {
      config: { permission: write },
      schema: {
        tags,
        summary: 'Update a company user; active false deactivates and ends their sessions',
        params: IdParams,
        body: UpdateCompanyUserBody,
        response: { 200: CompanyUserItem, ...adminErrors },
      },
    },
    (request) => service.updateCompanyUser(deps, sessionOf(request).user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/company_user/:id',
    {
      config: { permission: all },
      schema: { tags, summary: 'Delete a deactivated or never signed-in company user', params: IdParams, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      await service.deleteCompanyUser(deps, sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/admin/company_user/:id/invite',
    {
      config: { permission: write },
      schema: { tags, summary: 'Mail the invitation (a 7-day set-password link) again', params: IdParams, response: { 200: MessageResponse, ...adminErrors } },
    },
    async (request) => {
      await service.reinviteCompanyUser(deps, request.params.id);
      return { message: '招待メールを送信しました。' };
    },
  );

  api.post(
    '/api/admin/company_user/:id/end_sessions',
    {
      config: { permission: all },
      schema: { tags, summary: 'Sign a company user out everywhere', params: IdParams, response: { 200: MessageResponse, ...adminErrors } },
    },
    async (request) => {
      await service.endCompanyUserSessions(deps, request.params.id);
      return { message: 'この企業ユーザーのすべてのセッションを終了しました。' };
    },
  );

  api.get(
    '/api/admin/company_user/:id/history',
    { config: { permission: read }, schema: { tags, summary: 'Audit history of a company user', params: IdParams, response: { 200: z.array(AuditEntry), ...adminErrors } } },
    (request) => service.listCompanyUserHistory(db, request.params.id),
  );
}
