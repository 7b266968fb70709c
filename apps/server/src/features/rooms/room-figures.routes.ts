import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { RoomFiguresService } from './room-figures.service.ts';

/** The review-time figures: staff who read rooms, or room analytics (spec §6 room_analytics: read or none). */
export function registerRoomFiguresRoutes(app: FastifyInstance, figures: RoomFiguresService): void {
  addEndpointRoute(app, endpoints.adminFigures, {
    tags: ['admin: rooms'],
    config: { permission: { section: ['room', 'room_analytics'], access: 'read' } },
    handler: (request) => figures.figures(request.query),
  });
}
