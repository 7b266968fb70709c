import type { InformationItem, InformationReaderQuery, InformationSummary } from '@manabiya/domain/contracts/informations';
import { SUMMARY_LATEST, SUMMARY_URGENT } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { can } from '@manabiya/domain/permissions/section-permissions';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { groupFiles, presentReaderItem } from './informations.presenter.ts';
import * as repo from './informations.repository.ts';

export const INFORMATION_NOT_FOUND = 'お知らせが見つかりません。削除されたか、公開が終わった可能性があります。';
const NOT_FOUND = INFORMATION_NOT_FOUND;

/** The reader of a company or student session: the audience facts come with the signed-in user. */
export function readerOfSession({ accountType, user }: Pick<AuthContext, 'accountType' | 'user'>): repo.Reader {
  const consulting = user.has_consulting_flg === true;
  return accountType === ACCOUNT_TYPE.student
    ? { accountType, id: user.id, consulting, courseId: user.course_id }
    : { accountType: ACCOUNT_TYPE.company, id: user.id, consulting };
}

/**
 * The notices as a student or company user reads them: their list, the bell's summary, the images they
 * may load, and read marks. Part of the notice service, which spreads it in.
 */
export function createInformationReadingService({ db }: { db: Db }) {
  return {
    /** One page of the reader's notices, newest first, with the total the page belongs to. */
    listForReader(reader: repo.Reader, query: InformationReaderQuery): Promise<ListResponse<InformationItem>> {
      return readPage(
        query,
        { rows: (window) => repo.listForReader(db, reader, query.q, window), total: () => repo.countForReader(db, reader, query.q) },
        async (rows) => {
          const files = groupFiles(await repo.filesOf(db, rows.map((row) => row.id)));
          return rows.map((row) => presentReaderItem(row, files));
        },
      );
    },

    /** What the bell, the urgent alert and the dashboard banner show, without the list. */
    async summaryForReader(reader: repo.Reader): Promise<InformationSummary> {
      const rows = await repo.summaryForReader(db, reader, { latest: SUMMARY_LATEST, urgent: SUMMARY_URGENT });
      const picked = [...rows.latest, ...rows.urgentUnread, ...(rows.importantUnread ? [rows.importantUnread] : [])];
      const files = groupFiles(await repo.filesOf(db, [...new Set(picked.map((row) => row.id))]));
      return {
        unread_count: rows.unreadCount,
        latest: rows.latest.map((row) => presentReaderItem(row, files)),
        urgent_unread: rows.urgentUnread.map((row) => presentReaderItem(row, files)),
        important_unread: rows.importantUnread && presentReaderItem(rows.importantUnread, files),
      };
    },

    /**
     * Whether a signed-in account may load a notice's image (issue 21): staff who may read notices
     * (drafts too, as their list shows them); a student or company user only an image of a notice
     * published to them. False once the image or its notice is removed.
     */
    async mayReadImage(session: Pick<AuthContext, 'accountType' | 'user'>, path: string): Promise<boolean> {
      const id = await repo.informationOfFile(db, path);
      if (id === undefined) return false;
      if (session.accountType === ACCOUNT_TYPE.admin) return can(session.user.section_permissions, 'information', 'read');
      return repo.isVisibleTo(db, readerOfSession(session), id);
    },

    /** 404 unless the notice is visible to the reader; a repeated mark is a no-op. */
    async markRead(reader: repo.Reader, id: number): Promise<void> {
      if (!(await repo.isVisibleTo(db, reader, id))) throw notFound(NOT_FOUND);
      await repo.markRead(db, reader, id);
    },

    /** Marks every notice the reader sees as read; those already read stay as they were. */
    async markAllRead(reader: repo.Reader): Promise<{ marked: number }> {
      return { marked: await repo.markAllRead(db, reader) };
    },

  };
}
