import type { RoutePermission } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { type AutocompleteService, createAutocompleteService } from './autocomplete.service.ts';
import { autocompleteEndpoints, type AutocompleteName } from '@manabiya/domain/endpoints/autocomplete';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { FastifyInstance } from 'fastify';

const read = (...sections: Section[]): RoutePermission => ({ section: sections, access: 'read' });
const write = (...sections: Section[]) => ({ section: sections, access: 'write' }) as const;

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
  // The tests' results filter by company.
  company: read('company', 'student', 'room', 'test'),
  // The room queue filters by course; the student form picks one and the notice editor its target
  // courses, and the test and survey forms their course, so those need the form's write (issue 21: reading
  // students does not list every course, private ones included).
  course: [{ section: ['course', 'room'], access: 'read' }, write('student', 'information', 'test', 'survey')],
  // The course editor picks curricula; the test form picks a curriculum test's curriculum.
  curriculum: [{ section: ['curriculum', 'course', 'room'], access: 'read' }, write('test')],
  // Rooms and tests pick the step they belong to.
  step: read('curriculum', 'room', 'test'),
  // The step editor picks videos.
  movie: read('movie', 'curriculum'),
  // The tests' pages pick a test (their results filter, the company results).
  test: read('test'),
  // The surveys' pages pick a survey (the CSV zip); an event picks its satisfaction survey.
  survey: [{ section: ['survey'], access: 'read' }, write('event_schedule')],
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

/** The admin forms' lookups (ids and names of staff, companies, students, roles, …); reads other features' tables, writes none. */
export function createAutocompleteModule(platform: Platform): FeatureModule<AutocompleteService> {
  const service = createAutocompleteService({ db: platform.db });
  return { name: 'autocomplete', service, registerRoutes: (app) => registerAutocompleteRoutes(app, service) };
}
