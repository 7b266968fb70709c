import { RoomReplyBody } from '@manabiya/domain/contracts/rooms';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import { sendRoomFile, type RoomFiles } from './room-files.ts';
import { readRoomMessage } from './room-upload.ts';
import type { RoomService } from './rooms.service.ts';

/** The staff's side of rooms (section room: read to see the queue, threads and files; all to mark seen, answer, judge, redo, claim or take over, edit, and for one's snippets and digest). */
export function registerAdminRoomRoutes(app: FastifyInstance, service: RoomService, files: RoomFiles): void {
  const route = sectionRoutes(app, { tags: ['admin: rooms'], section: 'room' });
  // The queue and a thread are what every open staff page reloads on a room's event: kept a moment per account (decision 036).
  const keptRead = { keptRead: true };
  route(endpoints.adminList, 'read', { config: keptRead, handler: (request) => service.list(staffCallerOf(request), request.query) });
  route(endpoints.adminNext, 'read', (request) => service.next(staffCallerOf(request), request.params.id, request.query));
  route(endpoints.adminGet, 'read', { config: keptRead, handler: (request) => service.get(staffCallerOf(request), request.params.id) });
  // Seeing the student's latest message counts only for those who may answer it.
  route(endpoints.adminRead, 'all', (request) => service.markSeen(staffCallerOf(request), request.params.id));
  route(endpoints.adminMessages, 'read', (request) => service.earlierForStaff(staffCallerOf(request), request.params.id, request.query.before));
  route(endpoints.adminFile, 'read', async (request, reply) => sendRoomFile(reply, await service.staffFile(staffCallerOf(request), request.params.id)));
  route(endpoints.adminReply, 'all', {
    moreErrors: [413, 415],
    handler: async (request) => {
      const { body, files: uploaded } = await readRoomMessage(request, RoomReplyBody, files);
      return service.reply(staffCallerOf(request), body, uploaded);
    },
  });
  route(endpoints.adminJudge, 'all', (request) => service.judge(staffCallerOf(request), request.body));
  route(endpoints.adminRedo, 'all', (request) => service.redo(staffCallerOf(request), request.body));
  route(endpoints.adminClaim, 'all', (request) => service.claim(staffCallerOf(request), request.params.id));
  route(endpoints.adminTakeOver, 'all', (request) => service.takeOver(staffCallerOf(request), request.params.id, request.body.holder_id));
  route(endpoints.adminUnclaim, 'all', (request) => service.unclaim(staffCallerOf(request), request.params.id));
  route(endpoints.adminEditMessage, 'all', (request) => service.editStaffMessage(staffCallerOf(request), request.params.id, request.body.body));

  const own = sectionRoutes(app, { tags: ['admin: room snippets and digest'], section: 'room' });
  own(endpoints.snippetList, 'all', (request) => service.listSnippets(staffCallerOf(request)));
  own(endpoints.snippetCreate, 'all', (request) => service.createSnippet(staffCallerOf(request), request.body));
  own(endpoints.snippetUpdate, 'all', (request) => service.updateSnippet(staffCallerOf(request), request.params.id, request.body));
  own(endpoints.snippetDelete, 'all', (request) => service.deleteSnippet(staffCallerOf(request), request.params.id));
  own(endpoints.digestGet, 'all', (request) => service.getDigest(staffCallerOf(request)));
  own(endpoints.digestSet, 'all', (request) => service.setDigest(staffCallerOf(request), request.body.enabled));
}
