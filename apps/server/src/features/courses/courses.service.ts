import {
  courseDeleteRefusal,
  curriculumDeleteRefusal,
  MAX_STEP_ATTACHMENTS,
  type CopyCourseBody,
  type CopyCurriculumBody,
  type CourseBody,
  type CourseDetail,
  type CourseItem,
  type CourseListQuery,
  type CoursePreview,
  type CreateStepBody,
  type CurriculumBody,
  type CurriculumDetail,
  type CurriculumItem,
  type CurriculumListQuery,
  type StepBody,
  type StepItem,
  type StepListItem,
  type StepListQuery,
  type StepOrderBody,
} from '@manabiya/domain/contracts/courses';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { rowWindowOf, toListResponse } from '../../platform/paging.ts';
import { uploadedFileName, type FileStorage, type StoredFile } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  groupBy,
  presentAttachment,
  presentCourse,
  presentCourseDetail,
  presentCurriculum,
  presentCurriculumDetail,
  presentMovie,
  presentStep,
  presentStepListItem,
} from './courses.presenter.ts';
import * as repo from './courses.repository.ts';

const COURSE = 'course';
const CURRICULUM = 'curriculum';
const STEP = 'step';

const COURSE_NOT_FOUND = 'コースが見つかりません。削除された可能性があります。';
const CURRICULUM_NOT_FOUND = 'カリキュラムが見つかりません。削除された可能性があります。';
const STEP_NOT_FOUND = 'ステップが見つかりません。削除された可能性があります。';
const ATTACHMENT_NOT_FOUND = '添付ファイルが見つかりません。削除された可能性があります。';
const MISSING_CURRICULUM_MESSAGE = 'カリキュラムが見つかりません。一覧から選び直してください。';
const MISSING_MOVIE_MESSAGE = '動画が見つかりません。動画ライブラリから選び直してください。';

/**
 * A step whose rooms hold submissions and judgements is never deleted (decision 035): the rooms
 * would go with it by cascade. Hiding it from students is what the admin UI calls 公開状態「非公開」.
 */
const stepHasRooms = (rooms: number) =>
  conflict(`このステップには課題ルームが${rooms}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`);
const curriculumHasRooms = (rooms: number) =>
  conflict(
    `このカリキュラムのステップには課題ルームが${rooms}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`,
  );

/**
 * Called inside the transaction of every change that alters what a course's students follow: its
 * curricula, their order or days, the course's rules, a curriculum's or a step's publication, the
 * set or order of public steps. The learning feature registers its progress recompute here.
 */
export type ContentChangeListener = (tx: Db, courseIds: number[]) => Promise<void>;

export interface CourseServiceDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
  /** How many rooms these steps hold (counted with the steps locked): a step or curriculum with rooms is not deleted. */
  rooms: { roomCountOf(tx: Db, stepIds: readonly number[]): Promise<number> };
}

/** An uploaded attachment as the route read it. */
export interface AttachmentUpload {
  bytes: Uint8Array;
  fileName: string | undefined;
}

export type CourseService = ReturnType<typeof createCourseService>;

/** The name a downloaded attachment is saved as (platform rule), with the extension of its kind when the upload named none. */
export function attachmentFileName(name: string | undefined, contentType: string): string {
  const extension = { 'application/zip': 'zip', 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[contentType] ?? 'bin';
  return uploadedFileName(name, extension);
}

export function createCourseService({ db, storage, audit, rooms }: CourseServiceDeps) {
  const listeners: ContentChangeListener[] = [];

  /** Tells the listeners which courses' content changed, in the caller's transaction. */
  async function contentChanged(tx: Db, courseIds: Iterable<number>): Promise<void> {
    const ids = [...new Set(courseIds)].sort((a, b) => a - b);
    if (ids.length === 0) return;
    for (const listener of listeners) await listener(tx, ids);
  }

  async function checkCurriculaExist(tx: Db, ids: number[]): Promise<void> {
    const existing = await repo.existingCurriculumIds(tx, ids);
    const details: Record<string, string> = {};
    ids.forEach((id, index) => {
      if (!existing.has(id)) details[`curricula.${index}.curriculum_id`] = MISSING_CURRICULUM_MESSAGE;
    });
    if (Object.keys(details).length > 0) throw badRequest(MISSING_CURRICULUM_MESSAGE, details);
  }

  async function checkMoviesExist(tx: Db, ids: number[]): Promise<void> {
    const existing = await repo.existingMovieIds(tx, ids);
    const details: Record<string, string> = {};
    ids.forEach((id, index) => {
      if (!existing.has(id)) details[`movie_ids.${index}`] = MISSING_MOVIE_MESSAGE;
    });
    if (Object.keys(details).length > 0) throw badRequest(MISSING_MOVIE_MESSAGE, details);
  }

  // ───────────── Courses ─────────────

  async function getCourse(caller: StaffCaller, id: number): Promise<CourseDetail> {
    const row = await repo.findCourse(db, id);
    if (!row) throw notFound(COURSE_NOT_FOUND);
    return presentCourseDetail(row, await repo.curriculaOfCourses(db, [id]), caller.permissions);
  }

  const courseValuesOf = (body: CourseBody): repo.CourseValues => ({
    name: body.name,
    description: body.description,
    mode: body.mode,
    publish_status: body.publish_status,
    sequential: body.sequential,
  });

  /** What the history keeps of a course: its fields and its curricula list. */
  const courseAuditOf = (values: repo.CourseValues, entries: repo.CourseCurriculumValues[]) => ({ ...values, curricula: entries });

  // ───────────── Curricula ─────────────

  async function getCurriculum(caller: StaffCaller, id: number): Promise<CurriculumDetail> {
    const row = await repo.findCurriculum(db, id);
    if (!row) throw notFound(CURRICULUM_NOT_FOUND);
    const [stepRows, usedBy] = await Promise.all([repo.stepSummariesOf(db, id), repo.coursesUsingCurriculum(db, id)]);
    return presentCurriculumDetail(row, stepRows, usedBy, caller.permissions);
  }

  // ───────────── Steps ─────────────

  async function getStep(caller: StaffCaller, id: number): Promise<StepItem> {
    const row = await repo.findStep(db, id);
    if (!row) throw notFound(STEP_NOT_FOUND);
    const [movieRows, attachmentRows] = await Promise.all([repo.moviesOfSteps(db, [id]), repo.attachmentsOfSteps(db, [id])]);
    return presentStep(row, movieRows, attachmentRows, caller.permissions);
  }

  /**
   * Locks a step's curriculum and then the step (the order every step write takes, so a reorder,
   * a delete and an attachment change of one curriculum never deadlock): 404 when the step is gone.
   */
  async function lockStepWithCurriculum(tx: Db, stepId: number) {
    const curriculumId = await repo.curriculumIdOfStep(tx, stepId);
    if (curriculumId === undefined) throw notFound(STEP_NOT_FOUND);
    await repo.lockCurriculum(tx, curriculumId);
    const step = await repo.lockStep(tx, stepId);
    // Moved or deleted between the two reads: the step is not where it was.
    if (!step || step.curriculum_id !== curriculumId) throw notFound(STEP_NOT_FOUND);
    return step;
  }

  const stepValuesOf = (body: StepBody | CreateStepBody): repo.StepValues => ({
    title: body.title,
    step_type: body.step_type,
    body: body.body,
    standard_hours: body.standard_hours,
    publish_status: body.publish_status,
  });

  const isPublic = (row: { publish_status: number }) => row.publish_status === PUBLISH_STATUS.public;

  return {
    /** Registers a listener of content changes (the learning feature's progress recompute). */
    onContentChanged(listener: ContentChangeListener): void {
      listeners.push(listener);
    },

    /**
     * The step holding the attachment stored at `path` (the files feature serves it only to those
     * who may read that step); undefined once the attachment or its step is deleted.
     */
    stepOfAttachment: (path: string) => repo.stepOfAttachmentPath(db, path),

    /** Whether a course exists (another feature's check inside its own transaction). */
    courseExists: (tx: Db, id: number): Promise<boolean> => repo.courseExists(tx, id),

    // ── courses

    async listCourses(caller: StaffCaller, query: CourseListQuery): Promise<ListResponse<CourseItem>> {
      const [rows, total] = await Promise.all([repo.listCourses(db, query, rowWindowOf(query)), repo.countCourses(db, query)]);
      return toListResponse(
        rows.map((row) => presentCourse(row, caller.permissions)),
        total,
        query,
      );
    },

    getCourse,

    /** The course as its students would follow it: curricula in order with their steps' content. */
    async previewCourse(id: number): Promise<CoursePreview> {
      const course = await repo.findCourse(db, id);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const curriculumRows = await repo.curriculaOfCourses(db, [id]);
      const stepRows = await repo.stepsOfCurricula(
        db,
        curriculumRows.map((row) => row.curriculum_id),
      );
      const stepIds = stepRows.map((row) => row.id);
      const [movieRows, attachmentRows] = await Promise.all([repo.moviesOfSteps(db, stepIds), repo.attachmentsOfSteps(db, stepIds)]);
      const stepsOf = groupBy(stepRows, (row) => row.curriculum_id);
      const moviesOf = groupBy(movieRows, (row) => row.step_id);
      const attachmentsOf = groupBy(attachmentRows, (row) => row.step_id);
      return {
        id: course.id,
        name: course.name,
        description: course.description,
        mode: course.mode,
        publish_status: course.publish_status,
        sequential: course.sequential,
        curricula: curriculumRows.map((curriculum) => ({
          curriculum_id: curriculum.curriculum_id,
          name: curriculum.name,
          description: curriculum.description,
          publish_status: curriculum.publish_status,
          normal_days: curriculum.normal_days,
          intensive_days: curriculum.intensive_days,
          steps: (stepsOf.get(curriculum.curriculum_id) ?? []).map((step) => ({
            id: step.id,
            title: step.title,
            step_type: step.step_type,
            body: step.body,
            standard_hours: step.standard_hours,
            publish_status: step.publish_status,
            movies: (moviesOf.get(step.id) ?? []).map(presentMovie),
            attachments: (attachmentsOf.get(step.id) ?? []).map(presentAttachment),
          })),
        })),
      };
    },

    async courseHistory(id: number) {
      if (!(await repo.courseExists(db, id))) throw notFound(COURSE_NOT_FOUND);
      return audit.history(COURSE, id);
    },

    async createCourse(caller: StaffCaller, body: CourseBody): Promise<CourseDetail> {
      const id = await db.transaction(async (tx) => {
        await checkCurriculaExist(
          tx,
          body.curricula.map((entry) => entry.curriculum_id),
        );
        const values = courseValuesOf(body);
        const courseId = await repo.insertCourse(tx, values);
        await repo.replaceCourseCurricula(tx, courseId, body.curricula);
        await audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: courseId, after: courseAuditOf(values, body.curricula) });
        // A new course has no students yet: nothing to recompute.
        return courseId;
      });
      return getCourse(caller, id);
    },

    async updateCourse(caller: StaffCaller, id: number, body: CourseBody): Promise<CourseDetail> {
      await db.transaction(async (tx) => {
        const locked = await repo.lockCourse(tx, id);
        if (!locked) throw notFound(COURSE_NOT_FOUND);
        const { id: _id, ...before } = locked;
        const beforeEntries = await repo.curriculumEntriesOf(tx, id);
        await checkCurriculaExist(
          tx,
          body.curricula.map((entry) => entry.curriculum_id),
        );
        const values = courseValuesOf(body);
        await repo.updateCourse(tx, id, values);
        await repo.replaceCourseCurricula(tx, id, body.curricula);
        const beforeAudit = courseAuditOf(before, beforeEntries);
        await audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: id, before: beforeAudit, after: courseAuditOf(values, body.curricula) });
        const planChanged =
          JSON.stringify(beforeEntries) !== JSON.stringify(body.curricula.map(({ curriculum_id, normal_days, intensive_days }) => ({ curriculum_id, normal_days, intensive_days }))) ||
          beforeAudit.sequential !== values.sequential ||
          beforeAudit.publish_status !== values.publish_status ||
          beforeAudit.mode !== values.mode;
        if (planChanged) await contentChanged(tx, [id]);
      });
      return getCourse(caller, id);
    },

    async deleteCourse(caller: StaffCaller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.lockCourse(tx, id);
        if (!before) throw notFound(COURSE_NOT_FOUND);
        // The lock keeps a student from being assigned between the count and the delete.
        const studentCount = await repo.studentCountOfCourse(tx, id);
        if (courseDeleteRefusal(caller.permissions, { student_count: studentCount }) === 'has_students') {
          throw conflict(`このコースには受講生が${studentCount}名割り当てられているため削除できません。受講生のコースを変更してから削除してください。`);
        }
        const entries = await repo.curriculumEntriesOf(tx, id);
        await repo.deleteCourse(tx, id);
        const { id: _id, ...values } = before;
        await audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: id, before: courseAuditOf(values, entries) });
      });
    },

    /**
     * A private copy with the same curricula (shared: curricula are reusable), in the same order with
     * the same standard days. The copy's list rows are its own: editing the copy never changes the original.
     */
    async copyCourse(caller: StaffCaller, body: CopyCourseBody): Promise<CourseDetail> {
      const id = await db.transaction(async (tx) => {
        const source = await repo.lockCourse(tx, body.course_id);
        if (!source) throw notFound('コピー元のコースが見つかりません。削除された可能性があります。');
        const entries = await repo.curriculumEntriesOf(tx, source.id);
        const values: repo.CourseValues = {
          name: body.name,
          description: source.description,
          mode: source.mode,
          publish_status: PUBLISH_STATUS.private,
          sequential: source.sequential,
        };
        const courseId = await repo.insertCourse(tx, values);
        await repo.replaceCourseCurricula(tx, courseId, entries);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: COURSE,
          entityId: courseId,
          after: { ...courseAuditOf(values, entries), copied_from_course_id: source.id },
        });
        return courseId;
      });
      return getCourse(caller, id);
    },

    // ── curricula

    async listCurricula(caller: StaffCaller, query: CurriculumListQuery): Promise<ListResponse<CurriculumItem>> {
      const [rows, total] = await Promise.all([repo.listCurricula(db, query, rowWindowOf(query)), repo.countCurricula(db, query)]);
      return toListResponse(
        rows.map((row) => presentCurriculum(row, caller.permissions)),
        total,
        query,
      );
    },

    getCurriculum,

    async curriculumHistory(id: number) {
      if (!(await repo.findCurriculum(db, id))) throw notFound(CURRICULUM_NOT_FOUND);
      return audit.history(CURRICULUM, id);
    },

    async createCurriculum(caller: StaffCaller, body: CurriculumBody): Promise<CurriculumDetail> {
      const id = await db.transaction(async (tx) => {
        const curriculumId = await repo.insertCurriculum(tx, body);
        await audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: curriculumId, after: { ...body } });
        return curriculumId;
      });
      return getCurriculum(caller, id);
    },

    async updateCurriculum(caller: StaffCaller, id: number, body: CurriculumBody): Promise<CurriculumDetail> {
      await db.transaction(async (tx) => {
        const locked = await repo.lockCurriculum(tx, id);
        if (!locked) throw notFound(CURRICULUM_NOT_FOUND);
        const { id: _id, ...before } = locked;
        await repo.updateCurriculum(tx, id, body);
        await audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: id, before: { ...before }, after: { ...body } });
        if (before.publish_status !== body.publish_status) await contentChanged(tx, await repo.courseIdsOfCurricula(tx, [id]));
      });
      return getCurriculum(caller, id);
    },

    /**
     * Refused while its steps hold rooms (told first: taking it out of its courses would not help),
     * counted with the steps locked; then while courses list it.
     */
    async deleteCurriculum(caller: StaffCaller, id: number): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const locked = await repo.lockCurriculum(tx, id);
        if (!locked) throw notFound(CURRICULUM_NOT_FOUND);
        const stepIds = await repo.lockStepsOf(tx, id);
        const roomCount = await rooms.roomCountOf(tx, stepIds);
        if (roomCount > 0) throw curriculumHasRooms(roomCount);
        const usedBy = await repo.coursesUsingCurriculum(tx, id);
        if (curriculumDeleteRefusal(caller.permissions, { course_count: usedBy.length }) === 'used_by_courses') {
          throw new HttpError(
            409,
            `このカリキュラムは次のコースで使われているため削除できません：${usedBy.map((course) => course.name).join('、')}。コースから外してから削除してください。`,
            'conflict',
          );
        }
        const paths = await repo.attachmentPathsOfCurriculum(tx, id);
        await repo.deleteCurriculum(tx, id);
        const { id: _id, ...before } = locked;
        await audit.record(tx, { staffId: caller.id, entityType: CURRICULUM, entityId: id, before: { ...before, step_ids: stepIds } });
        return paths;
      });
      await Promise.all(files.map((file) => storage.remove(file)));
    },

    /**
     * A private copy with copies of every step (same order, content, videos) and of their attachment
     * files: the copy owns its files, and a body's links to the original's attachments are pointed at
     * the copies.
     */
    async copyCurriculum(caller: StaffCaller, body: CopyCurriculumBody): Promise<CurriculumDetail> {
      const copiedFiles: StoredFile[] = [];
      try {
        const id = await db.transaction(async (tx) => {
          const source = await repo.lockCurriculum(tx, body.curriculum_id);
          if (!source) throw notFound('コピー元のカリキュラムが見つかりません。削除された可能性があります。');
          const sourceSteps = await repo.stepsOfCurricula(tx, [source.id]);
          const sourceIds = sourceSteps.map((step) => step.id);
          const [movieRows, attachmentRows] = await Promise.all([repo.moviesOfSteps(tx, sourceIds), repo.attachmentsOfSteps(tx, sourceIds)]);

          const newPathOf = new Map<string, string>();
          for (const attachment of attachmentRows) {
            const copied = await storage.copy(attachment.path);
            if (!copied) throw conflict('コピー元の添付ファイルを読み取れませんでした。添付ファイルを確かめてから、もう一度お試しください。');
            copiedFiles.push(copied);
            newPathOf.set(attachment.path, copied.path);
          }
          const relink = (text: string) => [...newPathOf].reduce((result, [from, to]) => result.split(from).join(to), text);

          const values = { name: body.name, description: source.description, publish_status: PUBLISH_STATUS.private };
          const curriculumId = await repo.insertCurriculum(tx, values);
          const newIds = await repo.insertSteps(
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
          await repo.insertStepMovies(
            tx,
            movieRows.map((movie, index) => ({ step_id: newIdOf.get(movie.step_id)!, movie_id: movie.id, position: index + 1 })),
          );
          await repo.insertAttachments(
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
          await audit.record(tx, {
            staffId: caller.id,
            entityType: CURRICULUM,
            entityId: curriculumId,
            after: { ...values, copied_from_curriculum_id: source.id, step_ids: newIds },
          });
          return curriculumId;
        });
        return await getCurriculum(caller, id);
      } catch (error) {
        await Promise.all(copiedFiles.map((file) => storage.remove(file.path)));
        throw error;
      }
    },

    /**
     * Puts a curriculum's steps in the given order. The list must name each of its steps once: a
     * list made from a stale screen (a step added or removed meanwhile) is refused, never half applied.
     * Reorders of one curriculum run one after another (its row lock), so positions stay 1…n.
     */
    async reorderSteps(caller: StaffCaller, body: StepOrderBody): Promise<CurriculumDetail> {
      await db.transaction(async (tx) => {
        const curriculum = await repo.lockCurriculum(tx, body.curriculum_id);
        if (!curriculum) throw notFound(CURRICULUM_NOT_FOUND);
        const current = await repo.stepIdsOf(tx, curriculum.id);
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
        await repo.setStepPositions(tx, body.step_ids);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: CURRICULUM,
          entityId: curriculum.id,
          before: { step_order: current },
          after: { step_order: body.step_ids },
        });
        await contentChanged(tx, await repo.courseIdsOfCurricula(tx, [curriculum.id]));
      });
      return getCurriculum(caller, body.curriculum_id);
    },

    // ── steps

    async listSteps(caller: StaffCaller, query: StepListQuery): Promise<ListResponse<StepListItem>> {
      const [rows, total] = await Promise.all([repo.listSteps(db, query, rowWindowOf(query)), repo.countSteps(db, query)]);
      return toListResponse(
        rows.map((row) => presentStepListItem(row, caller.permissions)),
        total,
        query,
      );
    },

    getStep,

    async stepHistory(id: number) {
      if (!(await repo.curriculumIdOfStep(db, id))) throw notFound(STEP_NOT_FOUND);
      return audit.history(STEP, id);
    },

    async createStep(caller: StaffCaller, body: CreateStepBody): Promise<StepItem> {
      const id = await db.transaction(async (tx) => {
        const curriculum = await repo.lockCurriculum(tx, body.curriculum_id);
        if (!curriculum) throw badRequest(MISSING_CURRICULUM_MESSAGE, { curriculum_id: MISSING_CURRICULUM_MESSAGE });
        await checkMoviesExist(tx, body.movie_ids);
        const values = stepValuesOf(body);
        const position = await repo.nextStepPosition(tx, curriculum.id);
        const stepId = await repo.insertStep(tx, { ...values, curriculum_id: curriculum.id, position });
        await repo.replaceStepMovies(tx, stepId, body.movie_ids);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: STEP,
          entityId: stepId,
          after: { ...values, curriculum_id: curriculum.id, position, movie_ids: body.movie_ids },
        });
        if (isPublic(values)) await contentChanged(tx, await repo.courseIdsOfCurricula(tx, [curriculum.id]));
        return stepId;
      });
      return getStep(caller, id);
    },

    async updateStep(caller: StaffCaller, id: number, body: StepBody): Promise<StepItem> {
      await db.transaction(async (tx) => {
        const locked = await repo.lockStep(tx, id);
        if (!locked) throw notFound(STEP_NOT_FOUND);
        await checkMoviesExist(tx, body.movie_ids);
        const { id: _id, curriculum_id: curriculumId, position: _position, ...before } = locked;
        const beforeMovies = await repo.movieIdsOfStep(tx, id);
        const values = stepValuesOf(body);
        await repo.updateStep(tx, id, values);
        await repo.replaceStepMovies(tx, id, body.movie_ids);
        await audit.record(tx, {
          staffId: caller.id,
          entityType: STEP,
          entityId: id,
          before: { ...before, movie_ids: beforeMovies },
          after: { ...values, movie_ids: body.movie_ids },
        });
        if (before.publish_status !== values.publish_status) await contentChanged(tx, await repo.courseIdsOfCurricula(tx, [curriculumId]));
      });
      return getStep(caller, id);
    },

    /** Refused while the step holds rooms, counted under the step's row lock (which a room being opened waits for). */
    async deleteStep(caller: StaffCaller, id: number): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const step = await lockStepWithCurriculum(tx, id);
        const roomCount = await rooms.roomCountOf(tx, [id]);
        if (roomCount > 0) throw stepHasRooms(roomCount);
        const attachments = await repo.attachmentsOfSteps(tx, [id]);
        await repo.deleteStep(tx, id);
        // The steps after it move up: positions stay 1…n.
        await repo.setStepPositions(tx, await repo.stepIdsOf(tx, step.curriculum_id));
        const { id: _id, ...before } = step;
        await audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: { ...before } });
        if (isPublic(step)) await contentChanged(tx, await repo.courseIdsOfCurricula(tx, [step.curriculum_id]));
        return attachments.map((attachment) => attachment.path);
      });
      await Promise.all(files.map((file) => storage.remove(file)));
    },

    /** Stores a file (type by its bytes, size limited) and attaches it at the end of the step's list. */
    async addAttachment(caller: StaffCaller, id: number, upload: AttachmentUpload): Promise<StepItem> {
      if (!(await repo.curriculumIdOfStep(db, id))) throw notFound(STEP_NOT_FOUND);
      const saved = await storage.save('step', upload.bytes);
      try {
        await db.transaction(async (tx) => {
          await lockStepWithCurriculum(tx, id);
          const { count: attached, last } = await repo.attachmentCountOf(tx, id);
          if (attached >= MAX_STEP_ATTACHMENTS) {
            throw conflict(`添付ファイルは1つのステップに${MAX_STEP_ATTACHMENTS}件までです。不要なファイルを削除してから追加してください。`);
          }
          const fileName = attachmentFileName(upload.fileName, saved.contentType);
          await repo.insertAttachments(tx, [
            { step_id: id, file_path: saved.path, file_name: fileName, content_type: saved.contentType, size_bytes: upload.bytes.length, position: last + 1 },
          ]);
          await repo.touchStep(tx, id);
          await audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: {}, after: { attachment_added: fileName } });
        });
      } catch (error) {
        await storage.remove(saved.path);
        throw error;
      }
      return getStep(caller, id);
    },

    async removeAttachment(caller: StaffCaller, id: number, attachmentId: number): Promise<StepItem> {
      const removed = await db.transaction(async (tx) => {
        await lockStepWithCurriculum(tx, id);
        const attachment = await repo.findAttachment(tx, id, attachmentId);
        if (!attachment) throw notFound(ATTACHMENT_NOT_FOUND);
        await repo.deleteAttachment(tx, attachmentId);
        await repo.touchStep(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: {}, after: { attachment_removed: attachment.file_name } });
        return attachment.path;
      });
      await storage.remove(removed);
      return getStep(caller, id);
    },
  };
}
