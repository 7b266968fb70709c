import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import {
  CreateStudentBody,
  StudentCsvQuery,
  StudentIdParams,
  StudentItem,
  StudentListQuery,
  UpdateStudentBody,
} from '@manabiya/domain/contracts/students';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import { presentFor, type StudentService } from './students.service.ts';

const tags = ['admin: students'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Staff manage students under the `student` section; the detail page and its history under `student_detail`. */
export function registerAdminStudentRoutes(app: FastifyInstance, students: StudentService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/student',
    {
      config: { permission: { section: 'student', access: 'read' } },
      schema: { tags, summary: 'Students, searchable by name, kana or email and filtered', querystring: StudentListQuery, response: { 200: listResponseOf(StudentItem), ...errors } },
    },
    (request) => students.listStudents(request.query, sessionOf(request).user.section_permissions),
  );

  api.get(
    '/api/admin/student/csv',
    {
      config: { permission: { section: 'student', access: 'all' } },
      schema: { tags, summary: 'The filtered students as CSV (UTF-8 with BOM)', querystring: StudentCsvQuery, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const csv = await students.exportStudentsCsv(request.query, sessionOf(request).user.section_permissions);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', attachmentDisposition('受講生一覧.csv')).send(csv);
    },
  );

  api.post(
    '/api/admin/student',
    {
      config: { permission: { section: 'student', access: 'write' } },
      schema: { tags, summary: 'Create a student and mail an invitation (unless send_invitation is false)', body: CreateStudentBody, response: { 201: StudentItem, ...errors } },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      return reply.status(201).send(presentFor(user.section_permissions, await students.createStudent(user.id, request.body)));
    },
  );

  api.get(
    '/api/admin/student/:id',
    {
      config: { permission: { section: 'student_detail', access: 'read' } },
      schema: { tags, summary: 'One student', params: StudentIdParams, response: { 200: StudentItem, ...errors } },
    },
    (request) => students.getStudent(request.params.id),
  );

  api.get(
    '/api/admin/student/:id/history',
    {
      config: { permission: { section: 'student_detail', access: 'read' } },
      schema: { tags, summary: "The student's change history, newest first", params: StudentIdParams, response: { 200: z.array(AuditEntry), ...errors } },
    },
    (request) => students.listStudentHistory(request.params.id),
  );

  api.put(
    '/api/admin/student/:id',
    {
      config: { permission: { section: 'student', access: 'write' } },
      schema: { tags, summary: 'Replace a student’s fields', params: StudentIdParams, body: UpdateStudentBody, response: { 200: StudentItem, ...errors } },
    },
    (request) => students.updateStudent(sessionOf(request).user.id, request.params.id, request.body, sessionOf(request).user.section_permissions),
  );

  api.delete(
    '/api/admin/student/:id',
    {
      config: { permission: { section: 'student', access: 'all' } },
      schema: { tags, summary: 'Delete a student who has not signed up yet (409 once they have: retire them instead)', params: StudentIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await students.deleteStudent(sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
