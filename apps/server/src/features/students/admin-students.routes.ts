import { studentEndpoints as endpoints } from '@manabiya/domain/endpoints/students';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import { STUDENT_CSV_FILENAME } from './students.presenter.ts';
import type { StudentService } from './students.service.ts';

/** Staff manage students under the `student` section; the detail page and its history under `student_detail`. */
export function registerAdminStudentRoutes(app: FastifyInstance, service: StudentService): void {
  const tags = ['admin: students'];
  const route = sectionRoutes(app, { tags, section: 'student' });
  const detailRoute = sectionRoutes(app, { tags, section: 'student_detail' });
  route(endpoints.list, 'read', (request) => service.listStudents(staffCallerOf(request), request.query));
  route(endpoints.csv, 'all', async (request, reply) =>
    sendCsv(reply, STUDENT_CSV_FILENAME, await service.exportStudentsCsv(staffCallerOf(request), request.query)),
  );
  route(endpoints.create, 'write', (request) => service.createStudent(staffCallerOf(request), request.body));
  detailRoute(endpoints.get, 'read', (request) => service.getStudent(staffCallerOf(request), request.params.id));
  detailRoute(endpoints.history, 'read', (request) => service.historyOf(request.params.id));
  route(endpoints.update, 'write', (request) => service.updateStudent(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.remove, 'all', (request) => service.deleteStudent(staffCallerOf(request), request.params.id));
}
