import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import { TeacherBody, TeacherItem, TeacherListQuery, TeacherProfile, TeacherProfileListQuery } from '../contracts/teachers.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { recordEndpoints } from './record-endpoints.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/teacher';

/** Teacher profiles: admin CRUD with icon, and the read-only lists of the company and student portals. */
export const teacherEndpoints = {
  ...recordEndpoints(
    ADMIN,
    { listQuery: TeacherListQuery, listItem: TeacherItem, item: TeacherItem, body: TeacherBody },
    {
      list: 'Teacher profiles, searched by name, kana or specialities',
      noun: 'a teacher profile',
      update: 'Replace a teacher profile’s fields (not the icon)',
      remove: 'Delete a teacher profile and its icon',
    },
  ),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'Teacher profiles matching the list filters as CSV (UTF-8 with BOM)',
    query: TeacherListQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
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
