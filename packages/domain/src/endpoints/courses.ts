import { z } from 'zod';
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
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { recordEndpoints } from './record-endpoints.ts';
import { filePart } from './form-parts.ts';

const COURSE = '/api/admin/course';
const CURRICULUM = '/api/admin/curriculum';
const STEP = '/api/admin/curriculum_step';

/** Courses (section `course`): CRUD with the ordered curricula, copy, and the student preview. */
export const courseEndpoints = {
  ...recordEndpoints(
    COURSE,
    { listQuery: CourseListQuery, listItem: CourseItem, item: CourseDetail, body: CourseBody },
    {
      list: 'Courses, searched by name or description',
      noun: 'a course',
      get: 'One course with its curricula in order',
      update: 'Replace a course’s fields and its curricula list (order and standard days included)',
      remove: 'Delete a course (refused while students follow it)',
    },
  ),
  preview: defineEndpoint({
    method: 'GET',
    path: `${COURSE}/:id/preview`,
    summary: 'The course as a student follows it: curricula, steps and their content (private ones marked)',
    params: IdParams,
    response: CoursePreview,
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
  ...recordEndpoints(
    CURRICULUM,
    { listQuery: CurriculumListQuery, listItem: CurriculumItem, item: CurriculumDetail, body: CurriculumBody },
    {
      list: 'Curricula, searched by name or description',
      noun: 'a curriculum',
      get: 'One curriculum with its steps in order and the courses that list it',
      update: 'Replace a curriculum’s fields (not its steps)',
      remove: 'Delete a curriculum and its steps (refused while a course lists it)',
    },
  ),
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
  ...recordEndpoints(
    STEP,
    { listQuery: StepListQuery, listItem: StepListItem, item: StepItem, body: StepBody, createBody: CreateStepBody },
    {
      list: 'Steps, of one curriculum or all, searched by title or body',
      noun: 'a step',
      get: 'One step with its videos and attachments',
      create: 'Create a step at the end of its curriculum',
      update: 'Replace a step’s fields and its videos (not its attachments)',
      remove: 'Delete a step with its attachments',
    },
  ),
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
