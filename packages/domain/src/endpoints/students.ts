import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { MessageResponse } from '../contracts/auth.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { ChangePasswordBody, MypageIconResponse, MypageProfile, UpdateMypageBody } from '../contracts/mypage.ts';
import {
  CompanyStudentItem,
  CompanyStudentListQuery,
  CompanyStudentProfile,
  CreateStudentBody,
  StudentCsvQuery,
  StudentIdParams,
  StudentImportBody,
  StudentImportPreview,
  StudentImportResult,
  StudentItem,
  StudentListQuery,
  UpdateStudentBody,
} from '../contracts/students.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/student';

/** Students as staff manage them: CRUD under `student`, the detail and its history under `student_detail`, CSV export and import. */
export const studentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Students, searchable by name, kana or email and filtered',
    query: StudentListQuery,
    response: listResponseOf(StudentItem),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'The filtered students as CSV (UTF-8 with BOM)',
    query: StudentCsvQuery,
    response: z.string(),
    download: true,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    summary: 'Create a student and mail an invitation (unless send_invitation is false)',
    body: CreateStudentBody,
    response: StudentItem,
    status: 201,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One student', params: StudentIdParams, response: StudentItem }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/history`,
    summary: "The student's change history, newest first",
    params: StudentIdParams,
    response: z.array(AuditEntry),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a student’s fields',
    params: StudentIdParams,
    body: UpdateStudentBody,
    response: StudentItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    summary: 'Delete a student who has not signed up yet (409 once they have: retire them instead)',
    params: StudentIdParams,
    response: z.null(),
    status: 204,
  }),
  previewImport: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/import/preview`,
    summary: "Each CSV row's parsed values and errors; writes nothing",
    body: StudentImportBody,
    response: StudentImportPreview,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/import`,
    summary: 'Register every CSV row in one transaction (nothing when any row has an error); invite them when asked',
    body: StudentImportBody,
    response: StudentImportResult,
    status: 201,
  }),
};

/** A company user's view of its own company's students (read only; another company's id answers 404). */
export const companyStudentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/company/student',
    summary: "The company's students, searchable by name or kana",
    query: CompanyStudentListQuery,
    response: listResponseOf(CompanyStudentItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/company/student/:id',
    summary: "One of the company's students",
    params: StudentIdParams,
    tenantScope: { id: 'student' },
    response: CompanyStudentProfile,
  }),
};

const MYPAGE = '/api/student/mypage';

/** The signed-in student's own profile, icon and password. */
export const mypageEndpoints = {
  profile: defineEndpoint({ method: 'GET', path: MYPAGE, summary: 'The own profile', response: MypageProfile }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: MYPAGE,
    summary: 'Update the own name, kana, birthday, gender and prefecture',
    body: UpdateMypageBody,
    response: MypageProfile,
  }),
  setIcon: defineEndpoint({
    method: 'POST',
    path: `${MYPAGE}/icon`,
    summary: 'Upload a profile icon (multipart, one file: PNG, JPEG or WebP, at most 5 MB)',
    description: 'multipart/form-data with one file part (any field name): PNG, JPEG or WebP by its bytes, at most 5 MB.',
    multipart: true,
    formParts: z.object({ file: filePart('The icon: PNG, JPEG or WebP by its bytes, at most 5 MB') }),
    response: MypageIconResponse,
  }),
  removeIcon: defineEndpoint({ method: 'DELETE', path: `${MYPAGE}/icon`, summary: 'Remove the profile icon', response: MypageIconResponse }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: `${MYPAGE}/password`,
    summary: 'Change the password (current one required); other sessions end',
    body: ChangePasswordBody,
    response: MessageResponse,
  }),
};
