import { companyUserEndpoints as endpoints } from '@manabiya/domain/endpoints/companies';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import type { CompanyUserService } from './company-users.service.ts';

/** Company users as staff manage them from the company detail page (section company_detail). */
export function registerCompanyUserRoutes(app: FastifyInstance, service: CompanyUserService): void {
  const route = sectionRoutes(app, { tags: ['admin: company users'], section: 'company_detail' });
  route(endpoints.create, 'write', (request) => service.createCompanyUser(staffCallerOf(request), request.body));
  route(endpoints.get, 'read', (request) => service.getCompanyUser(staffCallerOf(request), request.params.id));
  route(endpoints.update, 'write', (request) => service.updateCompanyUser(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.remove, 'all', (request) => service.deleteCompanyUser(staffCallerOf(request), request.params.id));
  route(endpoints.invite, 'write', async (request) => {
    await service.reinviteCompanyUser(staffCallerOf(request), request.params.id);
    return { message: '招待メールを送信しました。' };
  });
  route(endpoints.sendResetMail, 'write', async (request) => {
    await service.sendCompanyUserResetMail(staffCallerOf(request), request.params.id);
    return { message: 'パスワード再設定メールを送信しました。' };
  });
  route(endpoints.endSessions, 'all', async (request) => {
    await service.endCompanyUserSessions(staffCallerOf(request), request.params.id);
    return { message: 'この会社担当者のすべてのセッションを終了しました。' };
  });
  route(endpoints.history, 'read', (request) => service.historyOf(staffCallerOf(request), request.params.id));
}
