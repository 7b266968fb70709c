import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { CompanyAdministratorItem } from '@manabiya/domain/contracts/company-users';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { listColleagues } from './company-users.service.ts';

/** The company portal's view of its own users. */
export function registerCompanyPortalRoutes(app: FastifyInstance, { db }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/company/administrator',
    {
      schema: {
        tags: ['company: users'],
        summary: "The users of the caller's own company",
        response: { 200: z.array(CompanyAdministratorItem), 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => {
      // The scope is the session's company, never a client-sent id.
      const companyId = sessionOf(request).user.company_id;
      if (companyId === null) throw unauthorized();
      return listColleagues(db, companyId);
    },
  );
}
