import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { TeacherBody, TeacherItem, TeacherListQuery, TeacherProfile, TeacherProfileListQuery } from '@manabiya/domain/contracts/teachers';
import type { Db } from '../../platform/db.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import { staffExists } from '../staff/staff.service.ts';
import * as repo from './teachers.repository.ts';

const ENTITY = 'teacher';
const NOT_FOUND = '講師が見つかりません。削除された可能性があります。';

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findTeacher>>>;
const toItem = (row: ItemRow): TeacherItem => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

async function checkStaffLink(tx: Db, staffId: number | null, exceptId?: number): Promise<void> {
  if (staffId === null) return;
  if (!(await staffExists(tx, staffId))) {
    throw badRequest('選んだスタッフが見つかりません。一覧から選び直してください。', { staff_id: 'スタッフが見つかりません。' });
  }
  if (await repo.isStaffLinked(tx, staffId, exceptId)) {
    throw new HttpError(409, 'このスタッフには既に講師プロフィールがあります。既存のプロフィールを編集してください。', 'conflict', {
      staff_id: 'このスタッフには既に講師プロフィールがあります。',
    });
  }
}

export function createTeacherService({ db, storage }: { db: Db; storage: FileStorage }) {
  async function getTeacher(id: number): Promise<TeacherItem> {
    const row = await repo.findTeacher(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return toItem(row);
  }

  async function lock(tx: Db, id: number) {
    const row = await repo.lockTeacher(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Points the profile at a new icon (or none); the replaced file goes once the row is committed. */
  async function replaceIcon(actorId: number, id: number, iconPath: string | null): Promise<TeacherItem> {
    const previous = await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      await repo.updateTeacher(tx, id, { icon_path: iconPath });
      await recordAudit(tx, { staffId: actorId, entityType: ENTITY, entityId: id, before: { icon_path: before.icon_path }, after: { icon_path: iconPath } });
      return before.icon_path;
    });
    if (previous !== iconPath) await storage.remove(previous);
    return getTeacher(id);
  }

  return {
    async listTeachers(query: TeacherListQuery): Promise<ListResponse<TeacherItem>> {
      const page = { limit: query.page_size, offset: query.page * query.page_size };
      const [rows, total] = await Promise.all([repo.listTeachers(db, query, page), repo.countTeachers(db, query.q)]);
      return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
    },

    async listAllTeachers(filters: repo.TeacherFilters): Promise<TeacherItem[]> {
      return (await repo.listTeachers(db, filters)).map(toItem);
    },

    async listProfiles(query: TeacherProfileListQuery): Promise<ListResponse<TeacherProfile>> {
      const page = { limit: query.page_size, offset: query.page * query.page_size };
      const [items, total] = await Promise.all([repo.listProfiles(db, query.q, page), repo.countTeachers(db, query.q)]);
      return { items, total, page: query.page, page_size: query.page_size };
    },

    getTeacher,

    async createTeacher(actorId: number, body: TeacherBody): Promise<TeacherItem> {
      const id = await db.transaction(async (tx) => {
        await checkStaffLink(tx, body.staff_id);
        const teacherId = await repo.insertTeacher(tx, body);
        await recordAudit(tx, { staffId: actorId, entityType: ENTITY, entityId: teacherId, after: { ...body } });
        return teacherId;
      });
      return getTeacher(id);
    },

    async updateTeacher(actorId: number, id: number, body: TeacherBody): Promise<TeacherItem> {
      await db.transaction(async (tx) => {
        const { icon_path: _icon, ...before } = await lock(tx, id);
        await checkStaffLink(tx, body.staff_id, id);
        await repo.updateTeacher(tx, id, body);
        await recordAudit(tx, { staffId: actorId, entityType: ENTITY, entityId: id, before: { ...before }, after: { ...body } });
      });
      return getTeacher(id);
    },

    async deleteTeacher(actorId: number, id: number): Promise<void> {
      const icon = await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await repo.deleteTeacher(tx, id);
        await recordAudit(tx, { staffId: actorId, entityType: ENTITY, entityId: id, before: { ...before } });
        return before.icon_path;
      });
      await storage.remove(icon);
    },

    /** Stores the bytes (type checked by content, size limited) and links them to the profile. */
    async setIcon(actorId: number, id: number, bytes: Uint8Array): Promise<TeacherItem> {
      await getTeacher(id);
      const saved = await storage.save('icon', bytes);
      try {
        return await replaceIcon(actorId, id, saved.path);
      } catch (error) {
        await storage.remove(saved.path);
        throw error;
      }
    },

    removeIcon: (actorId: number, id: number) => replaceIcon(actorId, id, null),

    async historyOf(id: number) {
      await getTeacher(id);
      return listAuditEntries(db, ENTITY, id);
    },
  };
}
