import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { TeacherBody, TeacherItem, TeacherListQuery, TeacherProfile, TeacherProfileListQuery } from '@manabiya/domain/contracts/teachers';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { presentTeacher } from './teachers.presenter.ts';
import * as repo from './teachers.repository.ts';

const ENTITY = 'teacher';
const NOT_FOUND = '講師が見つかりません。削除された可能性があります。';

export interface TeacherServiceDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
  /** The staff feature's answer to "does this account exist", inside the caller's transaction. */
  staff: { staffExists(tx: Db, id: number): Promise<boolean> };
}

export type TeacherService = ReturnType<typeof createTeacherService>;

export function createTeacherService({ db, storage, audit, staff }: TeacherServiceDeps) {
  async function checkStaffLink(tx: Db, staffId: number | null, exceptId?: number): Promise<void> {
    if (staffId === null) return;
    if (!(await staff.staffExists(tx, staffId))) {
      throw badRequest('選んだスタッフが見つかりません。一覧から選び直してください。', { staff_id: 'スタッフが見つかりません。' });
    }
    if (await repo.isStaffLinked(tx, staffId, exceptId)) {
      throw new HttpError(409, 'このスタッフにはすでに講師プロフィールがあります。既存のプロフィールを編集してください。', 'conflict', {
        staff_id: 'このスタッフにはすでに講師プロフィールがあります。',
      });
    }
  }

  async function findRow(id: number): Promise<repo.TeacherRow> {
    const row = await repo.findTeacher(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function lock(tx: Db, id: number) {
    const row = await repo.lockTeacher(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  const getTeacher = async (caller: StaffCaller, id: number): Promise<TeacherItem> => presentTeacher(await findRow(id), caller.permissions);

  /** Points the profile at a new icon (or none); the replaced file goes once the row is committed. */
  async function replaceIcon(caller: StaffCaller, id: number, iconPath: string | null): Promise<TeacherItem> {
    const previous = await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      await repo.updateTeacher(tx, id, { icon_path: iconPath });
      await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { icon_path: before.icon_path }, after: { icon_path: iconPath } });
      return before.icon_path;
    });
    if (previous !== iconPath) await storage.remove(previous);
    return getTeacher(caller, id);
  }

  return {
    listTeachers(caller: StaffCaller, query: TeacherListQuery): Promise<ListResponse<TeacherItem>> {
      return readPage(query, repo.listTeachers(db, query), (rows) => rows.map((row) => presentTeacher(row, caller.permissions)));
    },

    async listAllTeachers(caller: StaffCaller, filters: repo.TeacherFilters): Promise<TeacherItem[]> {
      return (await repo.listTeachers(db, filters).rows()).map((row) => presentTeacher(row, caller.permissions));
    },

    listProfiles(query: TeacherProfileListQuery): Promise<ListResponse<TeacherProfile>> {
      return readPage(query, repo.listProfiles(db, query.q), (rows) => rows);
    },

    getTeacher,

    async createTeacher(caller: StaffCaller, body: TeacherBody): Promise<TeacherItem> {
      const id = await db.transaction(async (tx) => {
        await checkStaffLink(tx, body.staff_id);
        const teacherId = await repo.insertTeacher(tx, body);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: teacherId, after: { ...body } });
        return teacherId;
      });
      return getTeacher(caller, id);
    },

    async updateTeacher(caller: StaffCaller, id: number, body: TeacherBody): Promise<TeacherItem> {
      await db.transaction(async (tx) => {
        const { icon_path: _icon, ...before } = await lock(tx, id);
        await checkStaffLink(tx, body.staff_id, id);
        await repo.updateTeacher(tx, id, body);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...before }, after: { ...body } });
      });
      return getTeacher(caller, id);
    },

    async deleteTeacher(caller: StaffCaller, id: number): Promise<void> {
      const icon = await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await repo.deleteTeacher(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...before } });
        return before.icon_path;
      });
      await storage.remove(icon);
    },

    /** Stores the bytes (type checked by content, size limited) and links them to the profile. */
    async setIcon(caller: StaffCaller, id: number, bytes: Uint8Array): Promise<TeacherItem> {
      await findRow(id);
      const saved = await storage.save('icon', bytes);
      try {
        return await replaceIcon(caller, id, saved.path);
      } catch (error) {
        await storage.remove(saved.path);
        throw error;
      }
    },

    removeIcon: (caller: StaffCaller, id: number) => replaceIcon(caller, id, null),

    async historyOf(id: number) {
      await findRow(id);
      return audit.history(ENTITY, id);
    },
  };
}
