import { learningEndpoints as endpoints } from '@manabiya/domain/endpoints/learning';
import type { FastifyInstance } from 'fastify';
import { studentIdOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { StudyClockService } from './study-clock.service.ts';
import type { StudentLearningService } from './student-learning.service.ts';

const tags = ['student: learning'];

/** The student's study path and study clock. */
export function registerStudentLearningRoutes(app: FastifyInstance, learning: StudentLearningService, clock: StudyClockService): void {
  addEndpointRoute(app, endpoints.courseMap, { tags, handler: (request) => learning.courseMap(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.curriculum, { tags, handler: (request) => learning.curriculum(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.step, { tags, handler: (request) => learning.step(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.completeStep, { tags, handler: (request) => learning.completeStep(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.progress, { tags, handler: (request) => learning.progress(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.heartbeat, { tags, handler: (request) => clock.heartbeat(studentIdOf(request), request.body) });
  addEndpointRoute(app, endpoints.studyTime, { tags, handler: (request) => clock.studyTime(studentIdOf(request), request.query) });
}
