import { progressEndpoints as endpoints } from '@manabiya/domain/endpoints/progress';
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { CompanyProgressService } from './company-progress.service.ts';
import { PROGRESS_CSV_FILENAME } from './staff-progress.presenter.ts';
import type { ProgressViewService } from './staff-progress.service.ts';

const tags = ['company: student progress'];

export function registerCompanyProgressRoutes(app: FastifyInstance, views: ProgressViewService, company: CompanyProgressService): void {
  addEndpointRoute(app, endpoints.companyList, { tags, handler: (request) => views.list({ ...request.query, company: companyOf(request) }) });
  addEndpointRoute(app, endpoints.companyCsv, {
    tags,
    handler: async (request, reply) => sendCsv(reply, PROGRESS_CSV_FILENAME, await views.csv({ ...request.query, company: companyOf(request) })),
  });
  addEndpointRoute(app, endpoints.companyOptions, { tags, handler: (request) => views.options(companyOf(request)) });
  addEndpointRoute(app, endpoints.companySummary, { tags, handler: (request) => company.summary(companyOf(request)) });
  addEndpointRoute(app, endpoints.companyDetail, { tags, handler: (request) => views.detail(request.params.id, request.query, companyOf(request)) });
  addEndpointRoute(app, endpoints.companyCurricula, { tags: ['company: curriculum'], handler: (request) => company.courses(companyOf(request)) });
  addEndpointRoute(app, endpoints.companyCurriculum, { tags: ['company: curriculum'], handler: (request) => company.curriculum(companyOf(request), request.params.id) });
}
