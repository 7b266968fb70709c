import { sessionOf, staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import { notFound } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { readInformationWrite } from './information-write-body.ts';
import { buildUnreadCsv, unreadCsvFilename } from './informations.presenter.ts';
import type { Reader } from './informations.repository.ts';
import { createInformationService, type InformationService, type InformationServiceDeps } from './informations.service.ts';
import { readerOfSession } from './information-reading.service.ts';
import { informationEndpoints as endpoints } from '@manabiya/domain/endpoints/informations';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The reader of a company or student session: the audience facts come with the signed-in user. */
const readerOf = (request: FastifyRequest): Reader => readerOfSession(sessionOf(request));

/** The reader of a company session whose path names its own company; another company's id is not found. */
function companyReaderOf(request: FastifyRequest, companyId: number): Reader {
  if (sessionOf(request).user.company_id !== companyId) throw notFound('会社が見つかりません。');
  return readerOf(request);
}

/** Admin CRUD of notices with their reach, and the notices of the student and company portals. */
export function registerInformationRoutes(app: FastifyInstance, service: InformationService): void {
  const route = sectionRoutes(app, { tags: ['admin: information'], section: 'information' });
  route(endpoints.list, 'read', (request) => service.list(staffCallerOf(request), request.query));
  route(endpoints.audience, 'read', (request) => service.audience(request.query));
  route(endpoints.get, 'read', (request) => service.getInformation(staffCallerOf(request), request.params.id));
  route(endpoints.history, 'read', (request) => service.historyOf(request.params.id));
  route(endpoints.unread, 'read', (request) => service.listUnread(request.params.id, request.query));
  route(endpoints.unreadCsv, 'all', async (request, reply) =>
    sendCsv(reply, unreadCsvFilename(request.params.id), buildUnreadCsv(await service.listAllUnread(request.params.id, request.query))),
  );
  route(endpoints.create, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => {
      const { body, images } = await readInformationWrite(request);
      return service.create(staffCallerOf(request), body, images);
    },
  });
  route(endpoints.update, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => {
      const { body, images } = await readInformationWrite(request);
      return service.update(staffCallerOf(request), request.params.id, body, images);
    },
  });
  route(endpoints.publish, 'write', (request) => service.publish(staffCallerOf(request), request.params.id, request.body.publish_date));
  route(endpoints.remove, 'all', (request) => service.remove(staffCallerOf(request), request.params.id));

  addEndpointRoute(app, endpoints.studentList, { tags: ['student: informations'], handler: (request) => service.listForReader(readerOf(request), request.query) });
  addEndpointRoute(app, endpoints.studentSummary, { tags: ['student: informations'], handler: (request) => service.summaryForReader(readerOf(request)) });
  addEndpointRoute(app, endpoints.companyList, {
    tags: ['company: informations'],
    handler: (request) => service.listForReader(companyReaderOf(request, request.params.company_id), request.query),
  });
  addEndpointRoute(app, endpoints.companySummary, {
    tags: ['company: informations'],
    handler: (request) => service.summaryForReader(companyReaderOf(request, request.params.company_id)),
  });
  addEndpointRoute(app, endpoints.studentRead, { tags: ['student: informations'], handler: (request) => service.markRead(readerOf(request), request.body.id) });
  addEndpointRoute(app, endpoints.companyRead, { tags: ['company: informations'], handler: (request) => service.markRead(readerOf(request), request.body.id) });
  addEndpointRoute(app, endpoints.studentReadAll, { tags: ['student: informations'], handler: (request) => service.markAllRead(readerOf(request)) });
  addEndpointRoute(app, endpoints.companyReadAll, { tags: ['company: informations'], handler: (request) => service.markAllRead(readerOf(request)) });
}

/**
 * Notices: needs the audit trail and the webpush feature (a high-priority notice is pushed to its
 * students). While the app runs, a job announces notices whose publish date has come.
 */
export function createInformationModule(
  platform: Platform,
  deps: { audit: AuditService; webPush: InformationServiceDeps['webPush'] },
): FeatureModule<InformationService> {
  const { db, storage, realtime, logger, config } = platform;
  const service = createInformationService({ db, storage, realtime, logger, ...deps, timeZone: config.DISPLAY_TIME_ZONE });
  platform.jobs.register({ name: 'informations.announce-due', everyMs: config.PUBLISH_POLL_MS, run: () => service.announceDue() });
  return {
    name: 'informations',
    service,
    registerRoutes: (app) => registerInformationRoutes(app, service),
  };
}
