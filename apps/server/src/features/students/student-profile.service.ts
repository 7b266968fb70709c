import type { MypageProfile, UpdateMypageBody } from '@manabiya/domain/contracts/mypage';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import * as repo from './students.repository.ts';

export type OwnProfile = MypageProfile & { init_input_flg: number };

/** What a student does to its own profile: name and details, icon, the start flow's flag (the password is auth's). */
export function createStudentProfileService({ db, storage }: { db: Db; storage: FileStorage }) {
  async function getOwnProfile(studentId: number): Promise<OwnProfile> {
    const profile = await repo.findOwnProfile(db, studentId);
    if (!profile) throw notFound('アカウントが見つかりません。もう一度ログインしてください。');
    return profile;
  }

  async function requireRow(studentId: number) {
    const row = await repo.findStudentRow(db, studentId);
    if (!row) throw notFound('アカウントが見つかりません。もう一度ログインしてください。');
    return row;
  }

  return {
    getOwnProfile,

    async updateOwnProfile(studentId: number, body: UpdateMypageBody): Promise<OwnProfile> {
      const { name, name_kana, birthday, gender, prefecture_id } = body;
      if (!(await repo.updateStudent(db, studentId, { name, name_kana, birthday, gender, prefecture_id }))) {
        throw notFound('アカウントが見つかりません。もう一度ログインしてください。');
      }
      return getOwnProfile(studentId);
    },

    /** The start flow is finished: the dashboard appears from the next check of the session. */
    async markInitialInputDone(studentId: number): Promise<void> {
      await repo.updateStudent(db, studentId, { init_input_flg: 1 });
    },

    /** Start step 4 is done: the final survey was answered (in the caller's transaction, with the answer). */
    async markFinalInputDone(tx: Db, studentId: number): Promise<void> {
      await repo.updateStudent(tx, studentId, { final_input_flg: 1 });
    },

    /** Saves the new icon first, so a failed upload leaves the old one in place; then drops the old file. */
    async replaceIcon(studentId: number, bytes: Uint8Array): Promise<{ profile_icon_path: string | null }> {
      const before = await requireRow(studentId);
      const saved = await storage.save('icon', bytes);
      await repo.updateStudent(db, studentId, { profile_icon_path: saved.path });
      await storage.remove(before.profile_icon_path);
      return { profile_icon_path: saved.path };
    },

    async removeIcon(studentId: number): Promise<{ profile_icon_path: string | null }> {
      const before = await requireRow(studentId);
      await repo.updateStudent(db, studentId, { profile_icon_path: null });
      await storage.remove(before.profile_icon_path);
      return { profile_icon_path: null };
    },
  };
}

export type StudentProfileService = ReturnType<typeof createStudentProfileService>;
