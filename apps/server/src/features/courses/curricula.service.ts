import {
  curriculumDeleteRefusal,
  type CopyCurriculumBody,
  type CurriculumBody,
  type CurriculumDetail,
  type CurriculumItem,
  type CurriculumListQuery,
  type StepOrderBody,
} from '@manabiya/domain/contracts/courses';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { StoredFile } from '../../platform/storage.ts';
import { contentHistoryNames } from './content-history.ts';
import { contentChanged, CURRICULUM, CURRICULUM_NOT_FOUND, type CourseDeps } from './course-context.ts';
import { presentCurriculum, presentCurriculumDetail } from './courses.presenter.ts';
import * as repo from './curricula.repository.ts';
import * as stepsRepo from './steps.repository.ts';

/* The courses service's curricula: reusable ordered lists of steps, their copies and their steps' order. */

/**
 * A curriculum whose steps hold rooms (submissions and judgements) is never deleted (decision 035):
 * the rooms would go with its steps by cascade. Hiding it is what the admin UI calls 公開状態「非公開」.
 */
const curriculumHasRooms = (rooms: number) =>
  conflict(
    `このカリキュラムのステップには課題ルームが${rooms}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`,
  );

export function listCurricula(deps: CourseDeps, caller: StaffCaller, query: CurriculumListQuery): Promise<ListResponse<CurriculumItem>> {
  return readPage(query, repo.listCurricula(deps.db, query), (rows) => rows.map((row) => presentCurriculum(row, caller.permissions)));
}

export async function getCurriculum(deps: CourseDeps, caller: StaffCaller, id: number): Promise<CurriculumDetail> {
  const row = await repo.findCurriculum(deps.db, id);
  if (!row) throw notFound(CURRICULUM_NOT_FOUND);
  const [stepRows, usedBy] = await Promise.all([stepsRepo.stepSummariesOf(deps.db, id), repo.coursesUsingCurriculum(deps.db, id)]);
  return presentCurriculumDetail(row, stepRows, usedBy, caller.permissions);
}

export async function curriculumHistory(deps: CourseDeps, id: number) {
  if (!(await repo.findCurriculum(deps.db, id))) throw notFound(CURRICULUM_NOT_FOUND);
  return deps.audit.history(CURRICULUM, id, contentHistoryNames(deps.db));
}

export async function createCurriculum(deps: CourseDeps, caller: StaffCaller, body: CurriculumBody): Promise<CurriculumDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const curriculumId = await repo.insertCurriculum(tx, body);
    await deps.audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: curriculumId, after: { ...body } });
    return curriculumId;
  });
  return getCurriculum(deps, caller, id);
}

export async function updateCurriculum(deps: CourseDeps, caller: StaffCaller, id: number, body: CurriculumBody): Promise<CurriculumDetail> {
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockCurriculum(tx, id);
    if (!locked) throw notFound(CURRICULUM_NOT_FOUND);
    const { id: _id, ...before } = locked;
    await repo.updateCurriculum(tx, id, body);
    await deps.audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: id, before: { ...before }, after: { ...body } });
    if (before.publish_status !== body.publish_status) await contentChanged(deps, tx, await repo.courseIdsOfCurricula(tx, [id]));
  });
  return getCurriculum(deps, caller, id);
}

/**
 * Refused while its steps hold rooms (told first: taking it out of its courses would not help),
 * counted with the steps locked; then while courses list it.
 */
export async function deleteCurriculum(deps: CourseDeps, caller: StaffCaller, id: number): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockCurriculum(tx, id);
    if (!locked) throw notFound(CURRICULUM_NOT_FOUND);
    const stepIds = await stepsRepo.lockStepsOf(tx, id);
    const roomCount = await deps.rooms.roomCountOf(tx, stepIds);
    if (roomCount > 0) throw curriculumHasRooms(roomCount);
    const usedBy = await repo.coursesUsingCurriculum(tx, id);
    if (curriculumDeleteRefusal(caller.permissions, { course_count: usedBy.length }) === 'used_by_courses') {
      throw new HttpError(
        409,
        `このカリキュラムは次のコースで使われているため削除できません：${usedBy.map((course) => course.name).join('、')}。コースから外してから削除してください。`,
        'conflict',
      );
    }
    const paths = await stepsRepo.attachmentPathsOfCurriculum(tx, id);
    await repo.deleteCurriculum(tx, id);
    const { id: _id, ...before } = locked;
    await deps.audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: id, before: { ...before, step_ids: stepIds } });
    return paths;
  });
  await Promise.all(files.map((file) => deps.storage.remove(file)));
}

/**
 * A private copy with copies of every step (same order, content, videos) and of their attachment
 * files: the copy owns its files, and a body's links to the original's attachments are pointed at
 * the copies.
 */
export async function copyCurriculum(deps: CourseDeps, caller: StaffCaller, body: CopyCurriculumBody): Promise<CurriculumDetail> {
  const { storage } = deps;
  const copiedFiles: StoredFile[] = [];
  try {
    const id = await deps.db.transaction(async (tx) => {
      const source = await repo.lockCurriculum(tx, body.curriculum_id);
      if (!source) throw notFound('コピー元のカリキュラムが見つかりません。削除された可能性があります。');
      const sourceSteps = await stepsRepo.stepsOfCurricula(tx, [source.id]);
      const sourceIds = sourceSteps.map((step) => step.id);
      const [movieRows, attachmentRows] = await Promise.all([stepsRepo.moviesOfSteps(tx, sourceIds), stepsRepo.attachmentsOfSteps(tx, sourceIds)]);

      const newPathOf = new Map<string, string>();
      for (const attachment of attachmentRows) {
        const copied = await storage.copy(attachment.path);
        if (!copied) throw conflict('コピー元の添付ファイルを読み取れませんでした。添付ファイルを確かめてから、もう一度お試しください。');
        copiedFiles.push(copied);
        newPathOf.set(attachment.path, copied.path);
      }
      const relink = (text: string) => [...newPathOf].reduce((result, [from, to]) => result.split(from).join(to), text);

      const values = {
        name: body.name,
        description: source.description,
        publish_status: PUBLISH_STATUS.private,
        normal_days: source.normal_days,
        intensive_days: source.intensive_days,
      };
      const curriculumId = await repo.insertCurriculum(tx, values);
      const newIds = await stepsRepo.insertSteps(
        tx,
        sourceSteps.map((step) => ({
          curriculum_id: curriculumId,
          position: step.position,
          title: step.title,
          step_type: step.step_type,
          body: relink(step.body),
          standard_hours: step.standard_hours,
          publish_status: step.publish_status,
        })),
      );
      const newIdOf = new Map(sourceIds.map((sourceId, index) => [sourceId, newIds[index]!]));
      await stepsRepo.insertStepMovies(
        tx,
        movieRows.map((movie, index) => ({ step_id: newIdOf.get(movie.step_id)!, movie_id: movie.id, position: index + 1 })),
      );
      await stepsRepo.insertAttachments(
        tx,
        attachmentRows.map((attachment) => ({
          step_id: newIdOf.get(attachment.step_id)!,
          file_path: newPathOf.get(attachment.path)!,
          file_name: attachment.file_name,
          content_type: attachment.content_type,
          size_bytes: attachment.size_bytes,
          position: attachment.position,
        })),
      );
      await deps.audit.record(tx, {
        staffId: caller.id,
        entityType: CURRICULUM,
        entityId: curriculumId,
        after: { ...values, copied_from_curriculum_id: source.id, step_ids: newIds },
      });
      return curriculumId;
    });
    return await getCurriculum(deps, caller, id);
  } catch (error) {
    await Promise.all(copiedFiles.map((file) => storage.remove(file.path)));
    throw error;
  }
}

/**
 * Puts a curriculum's steps in the given order. The list must name each of its steps once: a
 * list made from a stale screen (a step added or removed meanwhile) is refused, never half applied.
 * Reorders of one curriculum run one after another (its row lock), so positions stay 1…n.
 */
export async function reorderSteps(deps: CourseDeps, caller: StaffCaller, body: StepOrderBody): Promise<CurriculumDetail> {
  await deps.db.transaction(async (tx) => {
    const curriculum = await repo.lockCurriculum(tx, body.curriculum_id);
    if (!curriculum) throw notFound(CURRICULUM_NOT_FOUND);
    const current = await stepsRepo.stepIdsOf(tx, curriculum.id);
    const currentSet = new Set(current);
    const given = new Set(body.step_ids);
    const missing = current.filter((stepId) => !given.has(stepId));
    const foreign = body.step_ids.filter((stepId) => !currentSet.has(stepId));
    if (missing.length > 0 || foreign.length > 0) {
      throw badRequest(
        `並び順には、このカリキュラムのステップ${current.length}件をすべて1回ずつ指定してください。画面を更新してから並べ替えてください。`,
        { step_ids: missing.length > 0 ? `含まれていないステップ: ${missing.join(', ')}` : `このカリキュラムにないステップ: ${foreign.join(', ')}` },
      );
    }
    if (current.every((stepId, index) => body.step_ids[index] === stepId)) return;
    await stepsRepo.setStepPositions(tx, body.step_ids);
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: CURRICULUM,
      entityId: curriculum.id,
      before: { step_order: current },
      after: { step_order: body.step_ids },
    });
    await contentChanged(deps, tx, await repo.courseIdsOfCurricula(tx, [curriculum.id]));
  });
  return getCurriculum(deps, caller, body.curriculum_id);
}
