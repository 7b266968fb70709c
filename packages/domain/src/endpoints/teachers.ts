import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import { TeacherBody, TeacherItem, TeacherListQuery, TeacherProfile, TeacherProfileListQuery } from '../contracts/teachers.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/teacher';

/** Teacher profiles: admin CRUD with icon, and the read-only lists of the company and student portals. */
export const teacherEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Teacher profiles, searched by name, kana or specialities',
    query: TeacherListQuery,
    response: listResponseOf(TeacherItem),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'Teacher profiles matching the list filters as CSV (UTF-8 with BOM)',
    query: TeacherListQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One teacher profile', params: IdParams, response: TeacherItem }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/history`,
    summary: 'Audit history of a teacher profile',
    params: IdParams,
    response: z.array(AuditEntry),
  }),
  create: defineEndpoint({ method: 'POST', path: ADMIN, summary: 'Create a teacher profile', body: TeacherBody, response: TeacherItem, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a teacher profile’s fields (not the icon)',
    params: IdParams,
    body: TeacherBody,
    response: TeacherItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    summary: 'Delete a teacher profile and its icon',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  setIcon: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/icon`,
    summary: 'Upload the icon (multipart, one PNG, JPEG or WebP file, at most 5 MB)',
    description: 'multipart/form-data with one file part (any field name): PNG, JPEG or WebP by its bytes, at most 5 MB.',
    params: IdParams,
    multipart: true,
    formParts: z.object({ file: filePart('The icon: PNG, JPEG or WebP by its bytes, at most 5 MB') }),
    response: TeacherItem,
  }),
  removeIcon: defineEndpoint({ method: 'DELETE', path: `${ADMIN}/:id/icon`, summary: 'Remove the icon', params: IdParams, response: TeacherItem }),
  companyProfiles: defineEndpoint({
    method: 'GET',
    path: '/api/company/teacher',
    summary: 'Teacher profiles (name, icon, introduction, specialities)',
    query: TeacherProfileListQuery,
    response: listResponseOf(TeacherProfile),
  }),
  studentProfiles: defineEndpoint({
    method: 'GET',
    path: '/api/student/teacher',
    summary: 'Teacher profiles (name, icon, introduction, specialities)',
    query: TeacherProfileListQuery,
    response: listResponseOf(TeacherProfile),
  }),
};
