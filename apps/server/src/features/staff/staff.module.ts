import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { buildStaffCsv, STAFF_CSV_FILENAME } from './staff.presenter.ts';
import { createStaffService, type StaffService, type StaffServiceDeps } from './staff.service.ts';
import { staffEndpoints as endpoints } from '@manabiya/domain/endpoints/staff';
import type { FastifyInstance } from 'fastify';

/** Routes of staff (admins section). */
export function registerStaffRoutes(app: FastifyInstance, service: StaffService): void {
  const route = sectionRoutes(app, { tags: ['admin: staff'], section: 'admins' });
  recordRoutes(route, endpoints, service, { list: 'listStaff', get: 'getStaff', history: 'historyOf', create: 'createStaff', update: 'updateStaff', remove: 'deleteStaff' });
  route(endpoints.csv, 'all', async (request, reply) =>
    sendCsv(reply, STAFF_CSV_FILENAME, buildStaffCsv(await service.listAllStaff(staffCallerOf(request), request.query))),
  );
  route(endpoints.invite, 'write', async (request) => {
    await service.resendInvitation(staffCallerOf(request), request.params.id);
    return { message: '招待メールを送信しました。' };
  });
  route(endpoints.sendResetMail, 'write', async (request) => {
    await service.sendResetMail(staffCallerOf(request), request.params.id);
    return { message: 'パスワード再設定メールを送信しました。' };
  });
  route(endpoints.endSessions, 'all', async (request) => {
    await service.endSessions(staffCallerOf(request), request.params.id);
    return { message: 'このスタッフのすべてのセッションを終了しました。' };
  });
}

/**
 * Staff: needs the audit trail, auth (invitations, sessions) and permission roles (what may be
 * given); deleting a member asks the rooms service what they wrote and lets go of their claims.
 */
export function createStaffModule(
  platform: Platform,
  deps: { audit: AuditService; auth: StaffServiceDeps['auth']; roles: StaffServiceDeps['roles']; rooms: StaffServiceDeps['rooms'] },
): FeatureModule<StaffService> {
  const service = createStaffService({ db: platform.db, realtime: platform.realtime, ...deps });
  return { name: 'staff', service, registerRoutes: (app) => registerStaffRoutes(app, service) };
}
