import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import { IdParams } from '@manabiya/domain/contracts/staff';
import { TeacherBody, TeacherItem, TeacherListQuery, TeacherProfile, TeacherProfileListQuery } from '@manabiya/domain/contracts/teachers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { buildTeacherCsv, TEACHER_CSV_FILENAME } from './teachers-csv.ts';
import { createTeacherService } from './teachers.service.ts';

const tags = ['admin: teachers'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const access = (level: 'read' | 'write' | 'all') => ({ permission: { section: 'teacher', access: level } }) as const;

/** Routes of teacher profiles: admin CRUD and icon, and the read-only lists of the company and student portals. */
export function registerTeacherRoutes(app: FastifyInstance, { db, storage }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createTeacherService({ db, storage });

  api.get(
    '/api/admin/teacher',
    {
      config: access('read'),
      schema: { tags, summary: 'Teacher profiles, searched by name, kana or specialities', querystring: TeacherListQuery, response: { 200: listResponseOf(TeacherItem), ...errors } },
    },
    (request) => service.listTeachers(request.query),
  );

  api.get(
    '/api/admin/teacher/csv',
    {
      config: access('all'),
      schema: {
        tags,
        summary: 'Teacher profiles matching the list filters as CSV (UTF-8 with BOM)',
        querystring: TeacherListQuery.omit({ page: true, page_size: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(TEACHER_CSV_FILENAME))
        .send(buildTeacherCsv(await service.listAllTeachers(request.query))),
  );

  api.get(
    '/api/admin/teacher/:id',
    { config: access('read'), schema: { tags, summary: 'One teacher profile', params: IdParams, response: { 200: TeacherItem, ...errors } } },
    (request) => service.getTeacher(request.params.id),
  );

  api.get(
    '/api/admin/teacher/:id/history',
    { config: access('read'), schema: { tags, summary: 'Audit history of a teacher profile', params: IdParams, response: { 200: z.array(AuditEntry), ...errors } } },
    (request) => service.historyOf(request.params.id),
  );

  api.post(
    '/api/admin/teacher',
    { config: access('write'), schema: { tags, summary: 'Create a teacher profile', body: TeacherBody, response: { 201: TeacherItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.createTeacher(sessionOf(request).user.id, request.body)),
  );

  api.put(
    '/api/admin/teacher/:id',
    {
      config: access('write'),
      schema: { tags, summary: 'Replace a teacher profile’s fields (not the icon)', params: IdParams, body: TeacherBody, response: { 200: TeacherItem, ...errors } },
    },
    (request) => service.updateTeacher(sessionOf(request).user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/teacher/:id',
    { config: access('all'), schema: { tags, summary: 'Delete a teacher profile and its icon', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteTeacher(sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/admin/teacher/:id/icon',
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Upload the icon (multipart, one PNG, JPEG or WebP file, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: TeacherItem, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, '画像ファイルを multipart/form-data で送ってください。', 'unsupported_media_type');
      const file = await request.file();
      if (!file) throw badRequest('画像ファイルを選んでください。', { file: '画像ファイルを選んでください。' });
      return service.setIcon(sessionOf(request).user.id, request.params.id, await file.toBuffer());
    },
  );

  api.delete(
    '/api/admin/teacher/:id/icon',
    { config: access('write'), schema: { tags, summary: 'Remove the icon', params: IdParams, response: { 200: TeacherItem, ...errors } } },
    (request) => service.removeIcon(sessionOf(request).user.id, request.params.id),
  );

  for (const area of ['company', 'student'] as const) {
    api.get(
      `/api/${area}/teacher`,
      {
        schema: {
          tags: [`${area}: teachers`],
          summary: 'Teacher profiles (name, icon, introduction, specialities)',
          querystring: TeacherProfileListQuery,
          response: { 200: listResponseOf(TeacherProfile), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
        },
      },
      (request) => service.listProfiles(request.query),
    );
  }
}
