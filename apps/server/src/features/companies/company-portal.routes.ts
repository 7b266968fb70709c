import { companyEndpoints } from '@manabiya/domain/endpoints/companies';
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { CompanyUserService } from './company-users.service.ts';

/** The company portal's view of its own users. */
export function registerCompanyPortalRoutes(app: FastifyInstance, users: CompanyUserService): void {
  addEndpointRoute(app, companyEndpoints.colleagues, {
    tags: ['company: users'],
    handler: (request) => users.listColleagues(companyOf(request)),
  });
}
