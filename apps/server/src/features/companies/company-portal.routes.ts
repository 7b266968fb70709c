import { companyEndpoints } from '@manabiya/domain/endpoints/companies';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { CompanyUserService } from './company-users.service.ts';

/** The company portal's view of its own users. */
export function registerCompanyPortalRoutes(app: FastifyInstance, users: CompanyUserService): void {
  addEndpointRoute(app, companyEndpoints.colleagues, {
    tags: ['company: users'],
    handler: (request) => {
      // The scope is the session's company, never a client-sent id.
      const companyId = sessionOf(request).user.company_id;
      if (companyId === null) throw unauthorized();
      return users.listColleagues(companyId);
    },
  });
}
