import { StudentMessageBody } from '@manabiya/domain/contracts/rooms';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import { sendRoomFile, type RoomFiles } from './room-files.ts';
import { readRoomMessage } from './room-upload.ts';
import type { RoomService } from './rooms.service.ts';

const studentIdOf = (request: FastifyRequest) => sessionOf(request).user.id;

/** The student's rooms: every id is scoped by the session, so another student's room, message or file is not found. */
export function registerStudentRoomRoutes(app: FastifyInstance, service: RoomService, files: RoomFiles): void {
  const tags = ['student: rooms'];
  addEndpointRoute(app, endpoints.studentList, { tags, handler: (request) => service.listOwn(studentIdOf(request), request.query) });
  addEndpointRoute(app, endpoints.studentOpen, { tags, handler: (request) => service.open(studentIdOf(request), request.body.step_id) });
  addEndpointRoute(app, endpoints.studentGet, { tags, handler: (request) => service.getOwn(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.studentRead, { tags, handler: (request) => service.markReadOwn(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.studentMessages, { tags, handler: (request) => service.earlierOwn(studentIdOf(request), request.params.id, request.query.before) });
  addEndpointRoute(app, endpoints.studentMessage, {
    tags,
    moreErrors: [413, 415],
    handler: async (request) => {
      const { body, files: uploaded } = await readRoomMessage(request, StudentMessageBody, files);
      return service.postMessage(studentIdOf(request), request.params.id, body, uploaded);
    },
  });
  addEndpointRoute(app, endpoints.studentEditMessage, { tags, handler: (request) => service.editOwnMessage(studentIdOf(request), request.params.id, request.body.body) });
  addEndpointRoute(app, endpoints.studentMark, { tags, handler: (request) => service.mark(studentIdOf(request), request.params.id, request.body.action_type) });
  addEndpointRoute(app, endpoints.studentFile, { tags, handler: async (request, reply) => sendRoomFile(reply, await service.studentFile(studentIdOf(request), request.params.id)) });
}
