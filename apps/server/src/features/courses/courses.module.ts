import { STEP_ATTACHMENT_MAX_MB } from '@manabiya/domain/contracts/courses';
import { courseEndpoints, curriculumEndpoints, stepEndpoints } from '@manabiya/domain/endpoints/courses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CourseServiceDeps } from './course-context.ts';
import { createCourseService, type CourseService } from './courses.service.ts';
import type { AttachmentUpload } from './step-attachments.service.ts';

const ATTACHMENT_MAX_BYTES = STEP_ATTACHMENT_MAX_MB * 1024 * 1024;
const TOO_LARGE = `ファイルが大きすぎます（${STEP_ATTACHMENT_MAX_MB}MBまで）。`;

/** The one file part of an attachment upload, read whole (at most 20 MB) with its name. */
async function readAttachment(request: FastifyRequest): Promise<AttachmentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'ファイルは multipart/form-data で送ってください。', 'unsupported_media_type');
  // One byte over the limit tells "too large" from "exactly the limit".
  const file = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1 } });
  if (!file) throw badRequest('添付するファイルを選んでください。', { file: '添付するファイルを選んでください。' });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, 'file_too_large');
    throw error;
  }
  if (file.file.truncated || bytes.length > ATTACHMENT_MAX_BYTES) throw new HttpError(413, TOO_LARGE, 'file_too_large');
  return { bytes, fileName: file.filename };
}

/** Routes of courses (section `course`) and of curricula with their steps (section `curriculum`). */
export function registerCourseRoutes(app: FastifyInstance, service: CourseService): void {
  const course = sectionRoutes(app, { tags: ['admin: courses'], section: 'course' });
  recordRoutes(course, courseEndpoints, service, { list: 'listCourses', get: 'getCourse', history: 'courseHistory', create: 'createCourse', update: 'updateCourse', remove: 'deleteCourse' });
  course(courseEndpoints.preview, 'read', (request) => service.previewCourse(request.params.id));
  course(courseEndpoints.copy, 'write', (request) => service.copyCourse(staffCallerOf(request), request.body));

  const curriculum = sectionRoutes(app, { tags: ['admin: curricula'], section: 'curriculum' });
  recordRoutes(curriculum, curriculumEndpoints, service, { list: 'listCurricula', get: 'getCurriculum', history: 'curriculumHistory', create: 'createCurriculum', update: 'updateCurriculum', remove: 'deleteCurriculum' });
  curriculum(curriculumEndpoints.copy, 'write', (request) => service.copyCurriculum(staffCallerOf(request), request.body));
  curriculum(curriculumEndpoints.stepOrder, 'write', (request) => service.reorderSteps(staffCallerOf(request), request.body));

  const step = sectionRoutes(app, { tags: ['admin: curriculum steps'], section: 'curriculum' });
  recordRoutes(step, stepEndpoints, service, { list: 'listSteps', get: 'getStep', history: 'stepHistory', create: 'createStep', update: 'updateStep', remove: 'deleteStep' });
  step(stepEndpoints.addAttachment, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => service.addAttachment(staffCallerOf(request), request.params.id, await readAttachment(request)),
  });
  step(stepEndpoints.removeAttachment, 'write', (request) =>
    service.removeAttachment(staffCallerOf(request), request.params.id, request.params.attachment_id),
  );
}

/**
 * Learning content: courses, curricula, steps. Other features listen to content changes through
 * `service.onContentChanged` (the learning feature recomputes progress in the same transaction).
 * Deleting a step or a curriculum asks the rooms service how many rooms its steps hold.
 */
export function createCourseModule(platform: Platform, deps: { audit: AuditService; rooms: CourseServiceDeps['rooms'] }): FeatureModule<CourseService> {
  const service = createCourseService({ db: platform.db, storage: platform.storage, ...deps });
  return { name: 'courses', service, registerRoutes: (app) => registerCourseRoutes(app, service) };
}
