import type { CreateStepBody, StepBody, StepItem, StepListItem, StepListQuery } from '@manabiya/domain/contracts/courses';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { contentHistoryNames } from './content-history.ts';
import { contentChanged, MISSING_CURRICULUM_MESSAGE, STEP, STEP_NOT_FOUND, type CourseDeps } from './course-context.ts';
import { presentStep, presentStepListItem } from './courses.presenter.ts';
import * as curriculaRepo from './curricula.repository.ts';
import * as repo from './steps.repository.ts';

/* The courses service's steps: a curriculum's steps in their order, with their videos. */

const MISSING_MOVIE_MESSAGE = '動画が見つかりません。動画ライブラリから選び直してください。';

/**
 * A step whose rooms hold submissions and judgements is never deleted (decision 035): the rooms
 * would go with it by cascade. Hiding it from students is what the admin UI calls 公開状態「非公開」.
 */
const stepHasRooms = (rooms: number) =>
  conflict(`このステップには課題ルームが${rooms}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`);

async function checkMoviesExist(tx: Db, ids: number[]): Promise<void> {
  const existing = await repo.existingMovieIds(tx, ids);
  const details: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!existing.has(id)) details[`movie_ids.${index}`] = MISSING_MOVIE_MESSAGE;
  });
  if (Object.keys(details).length > 0) throw badRequest(MISSING_MOVIE_MESSAGE, details);
}

const stepValuesOf = (body: StepBody | CreateStepBody): repo.StepValues => ({
  title: body.title,
  step_type: body.step_type,
  body: body.body,
  standard_hours: body.standard_hours,
  publish_status: body.publish_status,
});

const isPublic = (row: { publish_status: number }) => row.publish_status === PUBLISH_STATUS.public;

/**
 * Locks a step's curriculum and then the step (the order every step write takes, so a reorder,
 * a delete and an attachment change of one curriculum never deadlock): 404 when the step is gone.
 */
export async function lockStepWithCurriculum(tx: Db, stepId: number) {
  const curriculumId = await repo.curriculumIdOfStep(tx, stepId);
  if (curriculumId === undefined) throw notFound(STEP_NOT_FOUND);
  await curriculaRepo.lockCurriculum(tx, curriculumId);
  const step = await repo.lockStep(tx, stepId);
  // Moved or deleted between the two reads: the step is not where it was.
  if (!step || step.curriculum_id !== curriculumId) throw notFound(STEP_NOT_FOUND);
  return step;
}

export function listSteps(deps: CourseDeps, caller: StaffCaller, query: StepListQuery): Promise<ListResponse<StepListItem>> {
  return readPage(query, repo.listSteps(deps.db, query), (rows) => rows.map((row) => presentStepListItem(row, caller.permissions)));
}

export async function getStep(deps: CourseDeps, caller: StaffCaller, id: number): Promise<StepItem> {
  const row = await repo.findStep(deps.db, id);
  if (!row) throw notFound(STEP_NOT_FOUND);
  const [movieRows, attachmentRows] = await Promise.all([repo.moviesOfSteps(deps.db, [id]), repo.attachmentsOfSteps(deps.db, [id])]);
  return presentStep(row, movieRows, attachmentRows, caller.permissions);
}

export async function stepHistory(deps: CourseDeps, id: number) {
  if (!(await repo.curriculumIdOfStep(deps.db, id))) throw notFound(STEP_NOT_FOUND);
  return deps.audit.history(STEP, id, contentHistoryNames(deps.db));
}

export async function createStep(deps: CourseDeps, caller: StaffCaller, body: CreateStepBody): Promise<StepItem> {
  const id = await deps.db.transaction(async (tx) => {
    const curriculum = await curriculaRepo.lockCurriculum(tx, body.curriculum_id);
    if (!curriculum) throw badRequest(MISSING_CURRICULUM_MESSAGE, { curriculum_id: MISSING_CURRICULUM_MESSAGE });
    await checkMoviesExist(tx, body.movie_ids);
    const values = stepValuesOf(body);
    const position = await repo.nextStepPosition(tx, curriculum.id);
    const stepId = await repo.insertStep(tx, { ...values, curriculum_id: curriculum.id, position });
    await repo.replaceStepMovies(tx, stepId, body.movie_ids);
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: STEP,
      entityId: stepId,
      after: { ...values, curriculum_id: curriculum.id, position, movie_ids: body.movie_ids },
    });
    if (isPublic(values)) await contentChanged(deps, tx, await curriculaRepo.courseIdsOfCurricula(tx, [curriculum.id]));
    return stepId;
  });
  return getStep(deps, caller, id);
}

export async function updateStep(deps: CourseDeps, caller: StaffCaller, id: number, body: StepBody): Promise<StepItem> {
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockStep(tx, id);
    if (!locked) throw notFound(STEP_NOT_FOUND);
    await checkMoviesExist(tx, body.movie_ids);
    const { id: _id, curriculum_id: curriculumId, position: _position, ...before } = locked;
    const beforeMovies = await repo.movieIdsOfStep(tx, id);
    const values = stepValuesOf(body);
    await repo.updateStep(tx, id, values);
    await repo.replaceStepMovies(tx, id, body.movie_ids);
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: STEP,
      entityId: id,
      before: { ...before, movie_ids: beforeMovies },
      after: { ...values, movie_ids: body.movie_ids },
    });
    if (before.publish_status !== values.publish_status) await contentChanged(deps, tx, await curriculaRepo.courseIdsOfCurricula(tx, [curriculumId]));
  });
  return getStep(deps, caller, id);
}

/** Refused while the step holds rooms, counted under the step's row lock (which a room being opened waits for). */
export async function deleteStep(deps: CourseDeps, caller: StaffCaller, id: number): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const step = await lockStepWithCurriculum(tx, id);
    const roomCount = await deps.rooms.roomCountOf(tx, [id]);
    if (roomCount > 0) throw stepHasRooms(roomCount);
    const attachments = await repo.attachmentsOfSteps(tx, [id]);
    await repo.deleteStep(tx, id);
    // The steps after it move up: positions stay 1…n.
    await repo.setStepPositions(tx, await repo.stepIdsOf(tx, step.curriculum_id));
    const { id: _id, ...before } = step;
    await deps.audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: { ...before } });
    if (isPublic(step)) await contentChanged(deps, tx, await curriculaRepo.courseIdsOfCurricula(tx, [step.curriculum_id]));
    return attachments.map((attachment) => attachment.path);
  });
  await Promise.all(files.map((file) => deps.storage.remove(file)));
}
