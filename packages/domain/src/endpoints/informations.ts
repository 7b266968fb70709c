import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import {
  CompanyInformationParams,
  InformationAdminItem,
  InformationAudience,
  InformationAudienceQuery,
  InformationItem,
  InformationListQuery,
  InformationReader,
  InformationReaderQuery,
  InformationSummary,
  InformationUnreadQuery,
  InformationBody,
  PublishInformationBody,
  ReadAllInformationsResult,
  ReadInformationBody,
} from '../contracts/informations.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/information';

/** How a create or update is sent: the parts of the multipart form, or the same body as JSON. */
const WRITE_DESCRIPTION =
  'multipart/form-data with a `data` part holding InformationBody as JSON and one `images` file part per `information_files` ' +
  'entry with changed 0, in order (PNG, JPEG or WebP by bytes, at most 5 MB each, 10 per notice). Entries with changed 1 keep ' +
  'the existing image `id`, changed 2 remove it. Without new images the body may also be sent as application/json (InformationBody).';

/** The parts of a create or update: the notice as JSON and its new images, in the order of their entries. */
const WRITE_PARTS = z.object({
  data: InformationBody,
  images: z.array(filePart('A new image (PNG, JPEG or WebP by its bytes, at most 5 MB)')).max(10).optional(),
});

/** The reader lists answer the spec's array (§7); paging rides in the query and the header (decision 031). */
const READER_LIST_DESCRIPTION =
  'The array of spec §7 (id, admin_id, priority, name, content, read, information_files, created_at), one page of it: ' +
  '`page` (from 0) and `page_size` (50 unless asked, at most 100) choose the page, and the `X-Total-Count` header tells ' +
  'how many notices the whole list (narrowed by `q`) has. Without paging parameters it answers the first 50.';

/** Notices: admin CRUD with images and reach (section information), and the readers of the student and company portals. */
export const informationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Notices with their reach, filtered by priority, target, publish status and period',
    query: InformationListQuery,
    response: listResponseOf(InformationAdminItem),
  }),
  audience: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/audience`,
    summary: 'How many accounts a notice with this target would reach now (the delivery’s own rules)',
    query: InformationAudienceQuery,
    response: InformationAudience,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One notice with its images and reach', params: IdParams, response: InformationAdminItem }),
  history: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id/history`, summary: 'Audit history of a notice', params: IdParams, response: z.array(AuditEntry) }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/unread`,
    summary: 'Who in the audience has not read the notice (searchable)',
    params: IdParams,
    query: InformationUnreadQuery,
    response: listResponseOf(InformationReader),
  }),
  unreadCsv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/unread/csv`,
    summary: 'Who has not read the notice, as CSV (UTF-8 with BOM)',
    params: IdParams,
    query: InformationUnreadQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    summary: 'Create a notice (multipart with images, or JSON)',
    description: WRITE_DESCRIPTION,
    multipart: true,
    formParts: WRITE_PARTS,
    response: InformationAdminItem,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a notice’s fields and change its images',
    description: WRITE_DESCRIPTION,
    params: IdParams,
    multipart: true,
    formParts: WRITE_PARTS,
    response: InformationAdminItem,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/publish`,
    summary: 'Publish a draft now or at a date (announced once; publishing a public notice again changes nothing)',
    params: IdParams,
    body: PublishInformationBody,
    response: InformationAdminItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    summary: 'Delete a notice, its images and read marks',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  studentList: defineEndpoint({
    method: 'GET',
    path: '/api/student/informations',
    summary: 'One page of this student’s notices, newest first, as an array (page from 0, page_size 50 by default and at most 100; q: part of the subject or content)',
    description: READER_LIST_DESCRIPTION,
    query: InformationReaderQuery,
    response: z.array(InformationItem),
    totalCountHeader: true,
  }),
  studentSummary: defineEndpoint({
    method: 'GET',
    path: '/api/student/informations/summary',
    summary: 'What the bell, the urgent alert and the dashboard banner show: unread count, newest 5, newest unread urgent (5) and important (1)',
    response: InformationSummary,
  }),
  companyList: defineEndpoint({
    method: 'GET',
    path: '/api/company/informations/:company_id',
    summary: 'One page of this company user’s notices, newest first, as an array (as the student list; 404 for another company’s id)',
    description: READER_LIST_DESCRIPTION,
    params: CompanyInformationParams,
    tenantScope: { company_id: 'company' },
    query: InformationReaderQuery,
    response: z.array(InformationItem),
    totalCountHeader: true,
  }),
  companySummary: defineEndpoint({
    method: 'GET',
    path: '/api/company/informations/:company_id/summary',
    summary: 'What the bell, the urgent alert and the dashboard banner show (as the student summary; 404 for another company’s id)',
    params: CompanyInformationParams,
    tenantScope: { company_id: 'company' },
    response: InformationSummary,
  }),
  studentRead: defineEndpoint({
    method: 'POST',
    path: '/api/student/informations/read',
    summary: 'Mark a notice read (idempotent)',
    body: ReadInformationBody,
    response: z.null(),
    status: 204,
  }),
  companyRead: defineEndpoint({
    method: 'POST',
    path: '/api/company/informations/read',
    summary: 'Mark a notice read (idempotent)',
    body: ReadInformationBody,
    response: z.null(),
    status: 204,
  }),
  studentReadAll: defineEndpoint({
    method: 'POST',
    path: '/api/student/informations/read_all',
    summary: 'Mark every notice this student sees as read (idempotent)',
    response: ReadAllInformationsResult,
  }),
  companyReadAll: defineEndpoint({
    method: 'POST',
    path: '/api/company/informations/read_all',
    summary: 'Mark every notice this company user sees as read (idempotent)',
    response: ReadAllInformationsResult,
  }),
};
