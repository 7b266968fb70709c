import { IdParams } from '../contracts/staff.ts';
import {
  CompleteStepResponse,
  CourseMap,
  CurriculumDetail,
  HeartbeatBody,
  HeartbeatResponse,
  StepPage,
  StudentProgress,
  StudyTime,
  StudyTimeQuery,
} from '../contracts/learning.ts';
import { defineEndpoint } from './define-endpoint.ts';

const STUDENT = '/api/student';

/** The student's study path: course map, curriculum, step page and completion, progress, and the study clock. */
export const learningEndpoints = {
  courseMap: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/curriculum`,
    summary: 'The course map: curricula in order with their steps and states, the next step, the standing against the plan',
    response: CourseMap,
  }),
  curriculum: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/curriculum/:id`,
    summary: "A curriculum of the student's course with its steps and their states (done, open, locked with the step that opens it)",
    params: IdParams,
    tenantScope: { id: 'curriculum' },
    response: CurriculumDetail,
  }),
  step: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/step/:id`,
    summary: 'A step: Markdown body, videos with where the student left off, attachments, state, previous and next step',
    params: IdParams,
    tenantScope: { id: 'step' },
    response: StepPage,
  }),
  completeStep: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/step/:id/complete`,
    summary: 'Complete a self-study step (idempotent); refused for an assignment step or a locked one',
    params: IdParams,
    tenantScope: { id: 'step' },
    response: CompleteStepResponse,
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/progress`,
    summary: 'Progress per course: steps done and total, per curriculum, current step, planned and expected finish, delay',
    response: StudentProgress,
  }),
  heartbeat: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/study_time/heartbeat`,
    summary: 'Study clock heartbeat, sent while a step or video page is visible and used',
    description: 'Extends the latest study session when it ended within STUDY_GAP_SECONDS (two tabs never count twice), starts a new one after a longer gap or for another step, and cuts sessions at midnight in DISPLAY_TIME_ZONE.',
    body: HeartbeatBody,
    response: HeartbeatResponse,
  }),
  studyTime: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/study_time`,
    summary: 'Study time by day or month (zero-filled, in DISPLAY_TIME_ZONE) with totals by course, curriculum and step',
    query: StudyTimeQuery,
    response: StudyTime,
  }),
};
