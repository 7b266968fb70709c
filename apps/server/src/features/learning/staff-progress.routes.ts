import { progressEndpoints as endpoints } from '@manabiya/domain/endpoints/progress';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../platform/csv.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import { PROGRESS_CSV_FILENAME } from './staff-progress.presenter.ts';
import type { ProgressViewService } from './staff-progress.service.ts';

const tags = ['admin: student progress'];

/** The progress list of every student (section student_progress, read); one student's progress also for student_detail readers. */
export function registerStaffProgressRoutes(app: FastifyInstance, views: ProgressViewService): void {
  const route = sectionRoutes(app, { tags, section: 'student_progress' });
  route(endpoints.adminList, 'read', (request) => views.list(request.query));
  route(endpoints.adminCsv, 'read', async (request, reply) => sendCsv(reply, PROGRESS_CSV_FILENAME, await views.csv(request.query)));
  route(endpoints.adminOptions, 'read', () => views.options());
  // Shown on the student's detail page and opened from the progress list: either section lets one read it.
  addEndpointRoute(app, endpoints.adminDetail, {
    tags,
    config: { permission: { section: ['student_detail', 'student_progress'], access: 'read' } },
    handler: (request) => views.detail(request.params.id, request.query),
  });
}
