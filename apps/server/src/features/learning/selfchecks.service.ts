import type { SelfcheckBody, SelfcheckItem } from '@manabiya/domain/contracts/reports';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import * as repo from './selfchecks.repository.ts';

const NOT_IN_COURSE = 'このカリキュラムはあなたのコースにありません。コースのカリキュラムから選んでください。';

type Row = Awaited<ReturnType<typeof repo.curriculaWithSelfchecks>>[number];

function present(row: Row): SelfcheckItem {
  return {
    curriculum_id: row.curriculum_id,
    curriculum_name: row.curriculum_name,
    position: row.position,
    selfcheck:
      row.understanding === null || row.updated_at === null
        ? null
        : { understanding: row.understanding, comment: row.comment ?? '', updated_at: row.updated_at.toISOString() },
  };
}

/** Self-checks: the student rates their understanding (1–5) of each published curriculum of their own course; the latest counts. */
export function createSelfcheckService({ db }: { db: Db }) {
  return {
    async list(studentId: number): Promise<SelfcheckItem[]> {
      return (await repo.curriculaWithSelfchecks(db, studentId)).map(present);
    },

    async save(studentId: number, body: SelfcheckBody): Promise<SelfcheckItem> {
      const [inCourse] = await repo.curriculaWithSelfchecks(db, studentId, body.curriculum_id);
      if (!inCourse) throw badRequest(NOT_IN_COURSE, { curriculum_id: NOT_IN_COURSE });
      await repo.upsertSelfcheck(db, { student_id: studentId, ...body });
      const [saved] = await repo.curriculaWithSelfchecks(db, studentId, body.curriculum_id);
      return present(saved!);
    },
  };
}

export type SelfcheckService = ReturnType<typeof createSelfcheckService>;
