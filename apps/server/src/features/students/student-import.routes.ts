import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { StudentImportBody, StudentImportPreview, StudentImportResult } from '@manabiya/domain/contracts/students';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import type { StudentImportService } from './student-import.service.ts';

const tags = ['admin: students'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody };
/** The CSV text may be 2 MB; JSON escaping (quotes, line ends) makes the request body somewhat bigger. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Bulk registration from a CSV the web reads: preview first, then import all rows or none. */
export function registerStudentImportRoutes(app: FastifyInstance, imports: StudentImportService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/student/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: { section: 'student', access: 'all' } },
      schema: { tags, summary: "Each CSV row's parsed values and errors; writes nothing", body: StudentImportBody, response: { 200: StudentImportPreview, ...errors } },
    },
    (request) => imports.previewImport(request.body.csv),
  );

  api.post(
    '/api/admin/student/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: { section: 'student', access: 'all' } },
      schema: {
        tags,
        summary: 'Register every CSV row in one transaction (nothing when any row has an error); invite them when asked',
        body: StudentImportBody,
        response: { 201: StudentImportResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await imports.importStudents(sessionOf(request).user.id, request.body.csv, request.body.send_invitations)),
  );
}
