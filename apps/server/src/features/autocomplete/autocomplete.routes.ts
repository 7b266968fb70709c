import { autocompleteEndpoints, type AutocompleteName } from '@manabiya/domain/endpoints/autocomplete';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { FastifyInstance } from 'fastify';
import type { RoutePermission } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { AutocompleteService } from './autocomplete.service.ts';

const read = (...sections: Section[]): RoutePermission => ({ section: sections, access: 'read' });

/**
 * Each lookup needs read of a section whose data it returns, or of a section whose forms pick from
 * it (a company form picks its sales owner): decision 008.
 */
const PERMISSIONS: Record<AutocompleteName, RoutePermission> = {
  admin: read('admins', 'teacher'),
  sales: read('admins', 'company'),
  cs: read('admins', 'company', 'student'),
  teacher: read('teacher', 'teacher_schedule', 'room'),
  company_user: read('company_detail'),
  student: read('student', 'room'),
  role: read('role_management', 'admins'),
  prefecture: 'any-staff',
  company: read('company', 'student'),
};

export function registerAutocompleteRoutes(app: FastifyInstance, service: AutocompleteService): void {
  for (const name of Object.keys(autocompleteEndpoints) as AutocompleteName[]) {
    addEndpointRoute(app, autocompleteEndpoints[name], {
      tags: ['admin: autocomplete'],
      config: { permission: PERMISSIONS[name] },
      handler: (request) => service.lookup(name, request.query.q),
    });
  }
}
