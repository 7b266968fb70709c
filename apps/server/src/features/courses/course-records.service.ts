import { courseDeleteRefusal, type CopyCourseBody, type CourseBody, type CourseDetail, type CourseItem, type CourseListQuery, type CoursePreview } from '@manabiya/domain/contracts/courses';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { contentHistoryNames } from './content-history.ts';
import { contentChanged, COURSE, COURSE_NOT_FOUND, MISSING_CURRICULUM_MESSAGE, type CourseDeps } from './course-context.ts';
import { groupBy, presentAttachment, presentCourse, presentCourseDetail, presentMovie } from './courses.presenter.ts';
import * as repo from './courses.repository.ts';
import * as curriculaRepo from './curricula.repository.ts';
import * as stepsRepo from './steps.repository.ts';

/* The courses service's courses: each an ordered list of curricula with their standard days. */

async function checkCurriculaExist(tx: Db, ids: number[]): Promise<void> {
  const existing = await curriculaRepo.existingCurriculumIds(tx, ids);
  const details: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!existing.has(id)) details[`curricula.${index}.curriculum_id`] = MISSING_CURRICULUM_MESSAGE;
  });
  if (Object.keys(details).length > 0) throw badRequest(MISSING_CURRICULUM_MESSAGE, details);
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

export function listCourses(deps: CourseDeps, caller: StaffCaller, query: CourseListQuery): Promise<ListResponse<CourseItem>> {
  return readPage(query, repo.listCourses(deps.db, query), (rows) => rows.map((row) => presentCourse(row, caller.permissions)));
}

export async function getCourse(deps: CourseDeps, caller: StaffCaller, id: number): Promise<CourseDetail> {
  const row = await repo.findCourse(deps.db, id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return presentCourseDetail(row, await repo.curriculaOfCourses(deps.db, [id]), caller.permissions);
}

/** Whether a course exists (another feature's check inside its own transaction). */
export function courseExists(_deps: CourseDeps, tx: Db, id: number): Promise<boolean> {
  return repo.courseExists(tx, id);
}

/** The course as its students would follow it: curricula in order with their steps' content. */
export async function previewCourse(deps: CourseDeps, id: number): Promise<CoursePreview> {
  const { db } = deps;
  const course = await repo.findCourse(db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const curriculumRows = await repo.curriculaOfCourses(db, [id]);
  const stepRows = await stepsRepo.stepsOfCurricula(
    db,
    curriculumRows.map((row) => row.curriculum_id),
  );
  const stepIds = stepRows.map((row) => row.id);
  const [movieRows, attachmentRows] = await Promise.all([stepsRepo.moviesOfSteps(db, stepIds), stepsRepo.attachmentsOfSteps(db, stepIds)]);
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
}

export async function courseHistory(deps: CourseDeps, id: number) {
  if (!(await repo.courseExists(deps.db, id))) throw notFound(COURSE_NOT_FOUND);
  return deps.audit.history(COURSE, id, contentHistoryNames(deps.db));
}

export async function createCourse(deps: CourseDeps, caller: StaffCaller, body: CourseBody): Promise<CourseDetail> {
  const id = await deps.db.transaction(async (tx) => {
    await checkCurriculaExist(
      tx,
      body.curricula.map((entry) => entry.curriculum_id),
    );
    const values = courseValuesOf(body);
    const courseId = await repo.insertCourse(tx, values);
    await repo.replaceCourseCurricula(tx, courseId, body.curricula);
    await deps.audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: courseId, after: courseAuditOf(values, body.curricula) });
    // A new course has no students yet: nothing to recompute.
    return courseId;
  });
  return getCourse(deps, caller, id);
}

export async function updateCourse(deps: CourseDeps, caller: StaffCaller, id: number, body: CourseBody): Promise<CourseDetail> {
  await deps.db.transaction(async (tx) => {
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
    await deps.audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: id, before: beforeAudit, after: courseAuditOf(values, body.curricula) });
    const planChanged =
      JSON.stringify(beforeEntries) !== JSON.stringify(body.curricula.map(({ curriculum_id, normal_days, intensive_days }) => ({ curriculum_id, normal_days, intensive_days }))) ||
      beforeAudit.sequential !== values.sequential ||
      beforeAudit.publish_status !== values.publish_status ||
      beforeAudit.mode !== values.mode;
    if (planChanged) await contentChanged(deps, tx, [id]);
  });
  return getCourse(deps, caller, id);
}

export async function deleteCourse(deps: CourseDeps, caller: StaffCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
    await deps.audit.record(tx, { staffId: caller.id, entityType: COURSE, entityId: id, before: courseAuditOf(values, entries) });
  });
}

/**
 * A private copy with the same curricula (shared: curricula are reusable), in the same order with
 * the same standard days. The copy's list rows are its own: editing the copy never changes the original.
 */
export async function copyCourse(deps: CourseDeps, caller: StaffCaller, body: CopyCourseBody): Promise<CourseDetail> {
  const id = await deps.db.transaction(async (tx) => {
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
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: COURSE,
      entityId: courseId,
      after: { ...courseAuditOf(values, entries), copied_from_course_id: source.id },
    });
    return courseId;
  });
  return getCourse(deps, caller, id);
}
