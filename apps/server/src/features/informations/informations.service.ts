import {
  type InformationAdminItem,
  type InformationAudience,
  type InformationAudienceQuery,
  type InformationBody,
  type InformationListQuery,
  type InformationReader,
  type InformationUnreadQuery,
} from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { COURSE_SCOPE, FILE_CHANGE, MAX_INFORMATION_IMAGES, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { Realtime, RealtimeAudience } from '../../platform/realtime.ts';
import { uploadedFileName, type FileStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { WebPushService } from '../webpush/webpush.service.ts';
import { groupFiles, presentAdminItem } from './informations.presenter.ts';
import { INFORMATION_NOT_FOUND as NOT_FOUND, createInformationReadingService } from './information-reading.service.ts';
import * as unreadRepo from './information-unread.repository.ts';
import * as repo from './informations.repository.ts';

const ENTITY = 'information';

export interface UploadedImage {
  name: string;
  bytes: Uint8Array;
}

const valuesOf = (body: InformationBody): repo.InformationValues => ({
  name: body.name,
  content: body.content,
  priority: body.priority,
  notice_target: body.notice_target,
  company_filter: body.company_filter,
  course_scope: body.course_scope,
  course_ids: body.course_scope === 0 ? [] : [...new Set(body.course_ids)],
  publish_status: body.publish_status,
  publish_date: body.publish_date ? new Date(body.publish_date) : new Date(),
});

const audienceSize = (audience: RealtimeAudience) => (audience.studentIds?.length ?? 0) + (audience.companyUserIds?.length ?? 0);

export interface InformationServiceDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  audit: AuditService;
  /** The webpush feature sends a high-priority notice to its students' browsers. */
  webPush: Pick<WebPushService, 'sendToStudents'>;
  /** The period filter's days are days in this time zone. */
  timeZone: string;
}

export function createInformationService({ db, storage, realtime, logger, audit, webPush, timeZone }: InformationServiceDeps) {
  async function getInformation(caller: StaffCaller, id: number): Promise<InformationAdminItem> {
    const row = await repo.findInformation(db, id);
    if (!row) throw notFound(NOT_FOUND);
    const [audience, files] = await Promise.all([repo.audienceCountsOf(db, [id]), repo.filesOf(db, [id])]);
    return presentAdminItem(row, audience, groupFiles(files), caller.permissions);
  }

  async function assertExists(id: number): Promise<void> {
    if (!(await repo.findInformation(db, id))) throw notFound(NOT_FOUND);
  }

  /** Saves new images first (checked by their bytes); on any failure the ones saved are removed. */
  async function saveImages(images: UploadedImage[]): Promise<Array<{ path: string; name: string }>> {
    const saved: Array<{ path: string; name: string }> = [];
    try {
      for (const image of images) saved.push({ path: (await storage.save('information', image.bytes)).path, name: image.name });
      return saved;
    } catch (error) {
      await Promise.all(saved.map((file) => storage.remove(file.path)));
      throw error;
    }
  }

  function checkImageCount(body: InformationBody, uploaded: UploadedImage[]): void {
    const added = body.information_files.filter((file) => file.changed === FILE_CHANGE.add).length;
    if (added !== uploaded.length) {
      throw badRequest(`追加する画像の数（${added}）と送られたファイルの数（${uploaded.length}）が合いません。画像を選び直してください。`, {
        information_files: '画像を選び直してください。',
      });
    }
  }

  /** Applies the image list with its change markers; returns the paths removed, to delete once committed. */
  async function applyImageChanges(tx: Db, id: number, body: InformationBody, saved: Array<{ path: string; name: string }>): Promise<string[]> {
    const existing = await repo.filesOf(tx, [id]);
    const byId = new Map(existing.map((file) => [file.id, file]));
    const mentioned = new Set<number>();
    let position = 0;
    let next = 0;
    const added: Array<{ path: string; name: string; position: number }> = [];
    const removed: number[] = [];
    for (const change of body.information_files) {
      if (change.changed === FILE_CHANGE.add) {
        const file = saved[next++]!;
        // The name its readers see: no folder, no bidi override or other invisible character (the platform's one rule).
        added.push({ path: file.path, name: uploadedFileName(change.name, file.path.split('.').pop()!), position: position++ });
        continue;
      }
      if (!byId.has(change.id) || mentioned.has(change.id)) {
        throw badRequest('このお知らせにない画像が指定されました。画面を開き直してからもう一度保存してください。', { information_files: '画像を選び直してください。' });
      }
      mentioned.add(change.id);
      if (change.changed === FILE_CHANGE.remove) removed.push(change.id);
      else await repo.setFilePosition(tx, change.id, position++);
    }
    // Images the request did not mention are kept, after the listed ones.
    for (const file of existing) if (!mentioned.has(file.id)) await repo.setFilePosition(tx, file.id, position++);
    if (position > MAX_INFORMATION_IMAGES) throw badRequest(`画像は${MAX_INFORMATION_IMAGES}枚までです。`, { information_files: `画像は${MAX_INFORMATION_IMAGES}枚までです。` });
    await repo.deleteFiles(tx, removed);
    await repo.insertFiles(tx, id, added);
    return removed.map((fileId) => byId.get(fileId)!.path);
  }

  async function publish(audience: RealtimeAudience, event: RealtimeEvent): Promise<void> {
    if (audienceSize(audience) === 0) return;
    await realtime.publish(audience, event).catch((error: unknown) => logger.error({ err: error, event }, 'realtime publish failed'));
  }

  /**
   * Announces due publications (now visible, not announced yet): a live event to the audience
   * and, for a high-priority notice, web push to its students. Claimed in the database, so each
   * notice is announced once whichever instance gets there first.
   */
  async function announceDue(id?: number): Promise<number> {
    const due = await repo.claimDueAnnouncements(db, id);
    for (const notice of due) {
      const audience = await repo.announcedAudienceOf(db, notice.id);
      await publish(audience, { type: 'information.created', id: notice.id });
      if (notice.priority === PRIORITY.high && audience.studentIds.length > 0) {
        // Push runs after the response; a failed send is retried and logged by the push service.
        void webPush
          .sendToStudents(audience.studentIds, {
            type: 'information',
            id: notice.id,
            title: notice.name,
            body: notice.content.slice(0, 180),
            url: '/student/information',
          })
          .catch((error: unknown) => logger.error({ err: error, id: notice.id }, 'web push of a notice failed'));
      }
    }
    return due.length;
  }

  /** After a write: announce it if it became visible, else tell those who saw it before or see it now that it changed. */
  async function afterWrite(id: number, formerAudience: RealtimeAudience | undefined): Promise<void> {
    if ((await announceDue(id)) > 0) return;
    const audience = await repo.announcedAudienceOf(db, id);
    await publish(
      {
        studentIds: [...new Set([...(formerAudience?.studentIds ?? []), ...audience.studentIds])],
        companyUserIds: [...new Set([...(formerAudience?.companyUserIds ?? []), ...audience.companyUserIds])],
      },
      { type: 'information.changed', id },
    );
  }

  async function lock(tx: Db, id: number) {
    const row = await repo.lockInformation(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    // What a student or company user reads: the list, the bell's summary, images, read marks.
    ...createInformationReadingService({ db }),

    /** Who a notice with this target would reach now, by the rules the delivery uses. */
    async audience(query: InformationAudienceQuery): Promise<InformationAudience> {
      const counts = await repo.audienceOf(db, {
        notice_target: query.notice_target,
        company_filter: query.company_filter,
        course_scope: query.course_scope,
        course_ids: query.course_scope === COURSE_SCOPE.all ? [] : (query.course_ids ?? []),
      });
      return { ...counts, total: counts.students + counts.company_users };
    },

    list(caller: StaffCaller, query: InformationListQuery): Promise<ListResponse<InformationAdminItem>> {
      return readPage(
        query,
        { rows: (window) => repo.listInformations(db, query, timeZone, window), total: () => repo.countInformations(db, query, timeZone) },
        async (rows) => {
          const ids = rows.map((row) => row.id);
          const [audience, files] = await Promise.all([repo.audienceCountsOf(db, ids), repo.filesOf(db, ids)]);
          const filesById = groupFiles(files);
          return rows.map((row) => presentAdminItem(row, audience, filesById, caller.permissions));
        },
      );
    },

    getInformation,

    async create(caller: StaffCaller, body: InformationBody, images: UploadedImage[]): Promise<InformationAdminItem> {
      checkImageCount(body, images);
      if (body.information_files.some((file) => file.changed !== FILE_CHANGE.add)) {
        throw badRequest('新しいお知らせには既存の画像を指定できません。', { information_files: '画像を選び直してください。' });
      }
      const saved = await saveImages(images);
      try {
        const id = await db.transaction(async (tx) => {
          const informationId = await repo.insertInformation(tx, caller.id, valuesOf(body));
          await applyImageChanges(tx, informationId, body, saved);
          await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: informationId, after: { ...valuesOf(body), images: saved.map((file) => file.name) } });
          return informationId;
        });
        await afterWrite(id, undefined);
        return await getInformation(caller, id);
      } catch (error) {
        await Promise.all(saved.map((file) => storage.remove(file.path)));
        throw error;
      }
    },

    async update(caller: StaffCaller, id: number, body: InformationBody, images: UploadedImage[]): Promise<InformationAdminItem> {
      checkImageCount(body, images);
      const saved = await saveImages(images);
      let removedPaths: string[] = [];
      let formerAudience: RealtimeAudience | undefined;
      try {
        await db.transaction(async (tx) => {
          const before = await lock(tx, id);
          formerAudience = await repo.announcedAudienceOf(tx, before.id);
          const values = valuesOf(body);
          // Taken back or moved to a later date: announced again when it becomes visible.
          const withdrawn = values.publish_status === PUBLISH_STATUS.private || values.publish_date.getTime() > Date.now();
          await repo.updateInformation(tx, id, values, withdrawn);
          await repo.recountReads(tx, id);
          removedPaths = await applyImageChanges(tx, id, body, saved);
          const { announced_at: _announced, created_at: _created, updated_at: _updated, admin_id: _admin, read_count: _reads, ...previous } = before;
          await audit.record(tx, {
            staffId: caller.id,
            entityType: ENTITY,
            entityId: id,
            before: { ...previous },
            after: { ...values, ...(saved.length + removedPaths.length > 0 ? { images: `+${saved.length} −${removedPaths.length}` } : {}) },
          });
        });
      } catch (error) {
        await Promise.all(saved.map((file) => storage.remove(file.path)));
        throw error;
      }
      await Promise.all(removedPaths.map((filePath) => storage.remove(filePath)));
      await afterWrite(id, formerAudience);
      return getInformation(caller, id);
    },

    /**
     * Publishes a draft now (`publishDate` null) or at a date. Locked, so a double click publishes
     * once: the second call finds the notice public and changes nothing, and the announcement
     * (live event, pop-up, web push) is claimed once in any case.
     */
    async publish(caller: StaffCaller, id: number, publishDate: string | null): Promise<InformationAdminItem> {
      const published = await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        if (before.publish_status === PUBLISH_STATUS.public) return false;
        const date = publishDate ? new Date(publishDate) : new Date();
        await repo.publishInformation(tx, id, date);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: ENTITY,
          entityId: id,
          before: { publish_status: before.publish_status, publish_date: before.publish_date },
          after: { publish_status: PUBLISH_STATUS.public, publish_date: date },
        });
        return true;
      });
      if (published) await announceDue(id);
      return getInformation(caller, id);
    },

    async remove(caller: StaffCaller, id: number): Promise<void> {
      const { paths, audience } = await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const formerAudience = await repo.announcedAudienceOf(tx, before.id);
        const files = await repo.filesOf(tx, [id]);
        await repo.deleteInformation(tx, id);
        const { announced_at: _announced, ...previous } = before;
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...previous } });
        return { paths: files.map((file) => file.path), audience: formerAudience };
      });
      await Promise.all(paths.map((filePath) => storage.remove(filePath)));
      if (audience) await publish(audience, { type: 'information.changed', id });
    },

    async listUnread(id: number, query: InformationUnreadQuery): Promise<ListResponse<InformationReader>> {
      await assertExists(id);
      return readPage(query, { rows: (window) => unreadRepo.listUnread(db, id, query, window), total: () => unreadRepo.countUnread(db, id, query) }, (rows) => rows);
    },

    async listAllUnread(id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>): Promise<InformationReader[]> {
      await assertExists(id);
      return unreadRepo.listUnread(db, id, query);
    },

    async historyOf(id: number) {
      await assertExists(id);
      return audit.history(ENTITY, id);
    },

    /** The publication poll (run by the module while the app is up) and a write both announce through this. */
    announceDue,
  };
}

export type InformationService = ReturnType<typeof createInformationService>;
