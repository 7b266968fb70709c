import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import { companyOf } from '../../platform/auth/authenticate.ts';
import { sendRoomFile } from './room-files.ts';
import type { RoomService } from './rooms.service.ts';

/** The company's read-only view of its own students' rooms: scoped by the session's company, so another company's room is not found. */
export function registerCompanyRoomRoutes(app: FastifyInstance, service: RoomService): void {
  const tags = ['company: rooms'];
  addEndpointRoute(app, endpoints.companyList, { tags, handler: (request) => service.listForCompany(companyOf(request), request.query) });
  addEndpointRoute(app, endpoints.companyGet, { tags, handler: (request) => service.getForCompany(companyOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.companyMessages, { tags, handler: (request) => service.earlierForCompany(companyOf(request), request.params.id, request.query.before) });
  addEndpointRoute(app, endpoints.companyFile, { tags, handler: async (request, reply) => sendRoomFile(reply, await service.companyFile(companyOf(request), request.params.id)) });
}
