import { serviceOf } from '../../platform/service-methods.ts';
import { courseDepsOf, onContentChanged, type CourseServiceDeps } from './course-context.ts';
import { namesOfRecords } from './content-history.ts';
import { copyCourse, courseExists, courseHistory, createCourse, deleteCourse, getCourse, listCourses, previewCourse, updateCourse } from './course-records.service.ts';
import { copyCurriculum, createCurriculum, curriculumHistory, deleteCurriculum, getCurriculum, listCurricula, reorderSteps, updateCurriculum } from './curricula.service.ts';
import { addAttachment, removeAttachment, stepOfAttachment } from './step-attachments.service.ts';
import { createStep, deleteStep, getStep, listSteps, stepHistory, updateStep } from './steps.service.ts';

export type CourseService = ReturnType<typeof createCourseService>;

/**
 * Learning content (decision 034): courses, the curricula they list, the steps of a curriculum with
 * their videos and attachments. Every change that alters what a course's students follow tells the
 * listeners of content changes in its transaction (`onContentChanged`: the learning feature's
 * progress recompute); a step or curriculum whose steps hold rooms is not deleted (decision 035).
 *
 * Each method is a named export of the file of its part, taking the service's dependencies first:
 *   course-records.service.ts    courses: list, detail, preview, history, create, edit, delete, copy
 *   curricula.service.ts         curricula, their copies and the order of their steps
 *   steps.service.ts             steps with their videos
 *   step-attachments.service.ts  a step's attached files
 */
export function createCourseService(serviceDeps: CourseServiceDeps) {
  return serviceOf(courseDepsOf(serviceDeps), {
    onContentChanged,
    stepOfAttachment,
    courseExists,
    namesOfRecords,
    // courses
    listCourses,
    getCourse,
    previewCourse,
    courseHistory,
    createCourse,
    updateCourse,
    deleteCourse,
    copyCourse,
    // curricula
    listCurricula,
    getCurriculum,
    curriculumHistory,
    createCurriculum,
    updateCurriculum,
    deleteCurriculum,
    copyCurriculum,
    reorderSteps,
    // steps
    listSteps,
    getStep,
    stepHistory,
    createStep,
    updateStep,
    deleteStep,
    addAttachment,
    removeAttachment,
  });
}
