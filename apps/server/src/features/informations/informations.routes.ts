import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import {
  CompanyInformationParams,
  InformationAdminItem,
  InformationBody,
  InformationItem,
  InformationListQuery,
  InformationReader,
  InformationUnreadQuery,
  ReadInformationBody,
} from '@manabiya/domain/contracts/informations';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import { IdParams } from '@manabiya/domain/contracts/staff';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition, toCsv } from '../../platform/csv.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { parseContract, refuseUnsafeText } from '../../platform/hostile-input.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { Reader } from './informations.repository.ts';
import { createInformationService, type UploadedImage } from './informations.service.ts';

const tags = ['admin: information'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody };
const access = (level: 'read' | 'write' | 'all') => ({ permission: { section: 'information', access: level } }) as const;

const UNREAD_CSV_HEADER = ['種別', 'ID', '氏名', 'メールアドレス', '企業'];
const ACCOUNT_LABEL = { student: '受講生', company: '企業ユーザー' } as const;

const WRITE_DESCRIPTION =
  'Send InformationBody as JSON, or as multipart/form-data with a `data` field holding that JSON and one `images` file part ' +
  'per `information_files` entry with changed 0, in order (PNG, JPEG or WebP by bytes, at most 5 MB each, 10 per notice). ' +
  'Entries with changed 1 keep the existing image `id`, changed 2 remove it.';

/** The body of a create or update: JSON, or multipart with the JSON in `data` and the new images as `images` parts. */
async function readWrite(request: FastifyRequest): Promise<{ body: InformationBody; images: UploadedImage[] }> {
  let raw: unknown = request.body;
  const images: UploadedImage[] = [];
  if (request.isMultipart()) {
    raw = undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw badRequest(`不明なファイル項目「${part.fieldname}」です。画像は images で送ってください。`);
        // The file name is stored and shown to readers, so it follows the contracts' text rule.
        refuseUnsafeText(part.filename, ['images', images.length]);
        images.push({ name: part.filename || 'image', bytes: await part.toBuffer() });
      } else if (part.fieldname === 'data') {
        try {
          raw = JSON.parse(String(part.value));
        } catch {
          throw badRequest('data の JSON を読み取れませんでした。');
        }
      }
    }
  }
  return { body: parseContract(InformationBody, raw), images };
}

/** The reader of a company or student session: the audience facts come with the signed-in user. */
function readerOf(request: FastifyRequest): Reader {
  const { accountType, user } = sessionOf(request);
  const consulting = user.has_consulting_flg === true;
  return accountType === ACCOUNT_TYPE.student
    ? { accountType, id: user.id, consulting, courseId: user.course_id }
    : { accountType: ACCOUNT_TYPE.company, id: user.id, consulting };
}

/** Admin CRUD of notices with their reach, and the notices of the student and company portals. */
export function registerInformationRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createInformationService(deps, app.log);
  app.addHook('onReady', (done) => {
    service.startScheduler();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    service.stopScheduler();
    done();
  });

  api.get(
    '/api/admin/information',
    {
      config: access('read'),
      schema: { tags, summary: 'Notices with their reach, filtered by priority, target, publish status and period', querystring: InformationListQuery, response: { 200: listResponseOf(InformationAdminItem), ...errors } },
    },
    (request) => service.list(request.query),
  );

  api.get(
    '/api/admin/information/:id',
    { config: access('read'), schema: { tags, summary: 'One notice with its images and reach', params: IdParams, response: { 200: InformationAdminItem, ...errors } } },
    (request) => service.getInformation(request.params.id),
  );

  api.get(
    '/api/admin/information/:id/history',
    { config: access('read'), schema: { tags, summary: 'Audit history of a notice', params: IdParams, response: { 200: z.array(AuditEntry), ...errors } } },
    (request) => service.historyOf(request.params.id),
  );

  api.get(
    '/api/admin/information/:id/unread',
    {
      config: access('read'),
      schema: { tags, summary: 'Who in the audience has not read the notice (searchable)', params: IdParams, querystring: InformationUnreadQuery, response: { 200: listResponseOf(InformationReader), ...errors } },
    },
    (request) => service.listUnread(request.params.id, request.query),
  );

  api.get(
    '/api/admin/information/:id/unread/csv',
    {
      config: access('all'),
      schema: {
        tags,
        summary: 'Who has not read the notice, as CSV (UTF-8 with BOM)',
        params: IdParams,
        querystring: InformationUnreadQuery.omit({ page: true, page_size: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.listAllUnread(request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(`お知らせ${request.params.id}_未読者.csv`))
        .send(toCsv(UNREAD_CSV_HEADER, rows.map((row) => [ACCOUNT_LABEL[row.account_type], row.id, row.name, row.email, row.company_name])));
    },
  );

  api.post(
    '/api/admin/information',
    {
      config: access('write'),
      schema: { tags, summary: 'Create a notice (JSON or multipart with images)', description: WRITE_DESCRIPTION, consumes: ['application/json', 'multipart/form-data'], response: { 201: InformationAdminItem, ...uploadErrors } },
    },
    async (request, reply) => {
      const { body, images } = await readWrite(request);
      return reply.status(201).send(await service.create(sessionOf(request).user.id, body, images));
    },
  );

  api.put(
    '/api/admin/information/:id',
    {
      config: access('write'),
      schema: { tags, summary: 'Replace a notice’s fields and change its images', description: WRITE_DESCRIPTION, consumes: ['application/json', 'multipart/form-data'], params: IdParams, response: { 200: InformationAdminItem, ...uploadErrors } },
    },
    async (request) => {
      const { body, images } = await readWrite(request);
      return service.update(sessionOf(request).user.id, request.params.id, body, images);
    },
  );

  api.delete(
    '/api/admin/information/:id',
    { config: access('all'), schema: { tags, summary: 'Delete a notice, its images and read marks', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const readerErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  api.get(
    '/api/student/informations',
    { schema: { tags: ['student: informations'], summary: 'Notices for this student, newest first', response: { 200: z.array(InformationItem), ...readerErrors } } },
    (request) => service.listForReader(readerOf(request)),
  );

  api.get(
    '/api/company/informations/:company_id',
    {
      schema: {
        tags: ['company: informations'],
        summary: 'Notices for this company user, newest first (404 for another company’s id)',
        params: CompanyInformationParams,
        response: { 200: z.array(InformationItem), ...readerErrors },
      },
    },
    (request) => {
      if (sessionOf(request).user.company_id !== request.params.company_id) throw notFound('企業が見つかりません。');
      return service.listForReader(readerOf(request));
    },
  );

  for (const area of ['student', 'company'] as const) {
    api.post(
      `/api/${area}/informations/read`,
      {
        schema: { tags: [`${area}: informations`], summary: 'Mark a notice read (idempotent)', body: ReadInformationBody, response: { 204: z.null(), ...readerErrors } },
      },
      async (request, reply) => {
        await service.markRead(readerOf(request), request.body.id);
        return reply.status(204).send(null);
      },
    );
  }
}
