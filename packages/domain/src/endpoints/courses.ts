import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import {
  CopyCourseBody,
  CopyCurriculumBody,
  CourseBody,
  CourseDetail,
  CourseItem,
  CourseListQuery,
  CoursePreview,
  CreateStepBody,
  CurriculumBody,
  CurriculumDetail,
  CurriculumItem,
  CurriculumListQuery,
  STEP_ATTACHMENT_MAX_MB,
  StepAttachmentParams,
  StepBody,
  StepItem,
  StepListItem,
  StepListQuery,
  StepOrderBody,
} from '../contracts/courses.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const COURSE = '/api/admin/course';
const CURRICULUM = '/api/admin/curriculum';
const STEP = '/api/admin/curriculum_step';

/** Courses (section `course`): CRUD with the ordered curricula, copy, and the student preview. */
export const courseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: COURSE,
    summary: 'Courses, searched by name or description',
    query: CourseListQuery,
    response: listResponseOf(CourseItem),
  }),
  get: defineEndpoint({ method: 'GET', path: `${COURSE}/:id`, summary: 'One course with its curricula in order', params: IdParams, response: CourseDetail }),
  preview: defineEndpoint({
    method: 'GET',
    path: `${COURSE}/:id/preview`,
    summary: 'The course as a student follows it: curricula, steps and their content (private ones marked)',
    params: IdParams,
    response: CoursePreview,
  }),
  history: defineEndpoint({ method: 'GET', path: `${COURSE}/:id/history`, summary: 'Audit history of a course', params: IdParams, response: z.array(AuditEntry) }),
  create: defineEndpoint({ method: 'POST', path: COURSE, summary: 'Create a course', body: CourseBody, response: CourseDetail, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${COURSE}/:id`,
    summary: 'Replace a course’s fields and its curricula list (order and standard days included)',
    params: IdParams,
    body: CourseBody,
    response: CourseDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${COURSE}/:id`,
    summary: 'Delete a course (refused while students follow it)',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/admin/course_copy',
    summary: 'Copy a course: a private course with the same curricula, order and standard days',
    body: CopyCourseBody,
    response: CourseDetail,
    status: 201,
  }),
};

/** Curricula (section `curriculum`): CRUD, copy with steps, and the order of the steps. */
export const curriculumEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: CURRICULUM,
    summary: 'Curricula, searched by name or description',
    query: CurriculumListQuery,
    response: listResponseOf(CurriculumItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${CURRICULUM}/:id`,
    summary: 'One curriculum with its steps in order and the courses that list it',
    params: IdParams,
    response: CurriculumDetail,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${CURRICULUM}/:id/history`,
    summary: 'Audit history of a curriculum',
    params: IdParams,
    response: z.array(AuditEntry),
  }),
  create: defineEndpoint({ method: 'POST', path: CURRICULUM, summary: 'Create a curriculum', body: CurriculumBody, response: CurriculumDetail, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${CURRICULUM}/:id`,
    summary: 'Replace a curriculum’s fields (not its steps)',
    params: IdParams,
    body: CurriculumBody,
    response: CurriculumDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${CURRICULUM}/:id`,
    summary: 'Delete a curriculum and its steps (refused while a course lists it)',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/admin/curriculum_copy',
    summary: 'Copy a curriculum: a private curriculum with copies of its steps, their videos and attachments',
    body: CopyCurriculumBody,
    response: CurriculumDetail,
    status: 201,
  }),
  stepOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/step/order',
    summary: 'Set the order of a curriculum’s steps (the list must hold each of its steps once)',
    body: StepOrderBody,
    response: CurriculumDetail,
  }),
};

/** Steps of curricula (section `curriculum`): CRUD and attachments. */
export const stepEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: STEP,
    summary: 'Steps, of one curriculum or all, searched by title or body',
    query: StepListQuery,
    response: listResponseOf(StepListItem),
  }),
  get: defineEndpoint({ method: 'GET', path: `${STEP}/:id`, summary: 'One step with its videos and attachments', params: IdParams, response: StepItem }),
  history: defineEndpoint({ method: 'GET', path: `${STEP}/:id/history`, summary: 'Audit history of a step', params: IdParams, response: z.array(AuditEntry) }),
  create: defineEndpoint({
    method: 'POST',
    path: STEP,
    summary: 'Create a step at the end of its curriculum',
    body: CreateStepBody,
    response: StepItem,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${STEP}/:id`,
    summary: 'Replace a step’s fields and its videos (not its attachments)',
    params: IdParams,
    body: StepBody,
    response: StepItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${STEP}/:id`,
    summary: 'Delete a step with its attachments',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  addAttachment: defineEndpoint({
    method: 'POST',
    path: `${STEP}/:id/attachment`,
    summary: `Attach a file (multipart, one zip, PDF, PNG, JPEG or WebP file, at most ${STEP_ATTACHMENT_MAX_MB} MB)`,
    description: `multipart/form-data with one file part (any field name): zip, PDF, PNG, JPEG or WebP by its bytes, at most ${STEP_ATTACHMENT_MAX_MB} MB. Answers the step.`,
    params: IdParams,
    multipart: true,
    formParts: z.object({ file: filePart(`zip, PDF, PNG, JPEG or WebP by its bytes, at most ${STEP_ATTACHMENT_MAX_MB} MB`) }),
    response: StepItem,
    status: 201,
  }),
  removeAttachment: defineEndpoint({
    method: 'DELETE',
    path: `${STEP}/:id/attachment/:attachment_id`,
    summary: 'Remove an attachment of a step',
    params: StepAttachmentParams,
    response: StepItem,
  }),
};
