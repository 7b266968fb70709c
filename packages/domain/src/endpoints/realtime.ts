/**
 * The authenticated WebSocket of each portal that receives live events (DESIGN §8): not a JSON
 * call, so only its path and summary are shared; the events are `RealtimeEvent` (contracts/realtime).
 */
export const realtimeSockets = {
  company: { path: '/api/company/ws', summary: 'WebSocket of live events (information.created, information.changed, room.changed); JSON text frames' },
  student: { path: '/api/student/ws', summary: 'WebSocket of live events (information.created, information.changed, room.changed); JSON text frames' },
  admin: { path: '/api/admin/ws', summary: 'WebSocket of live events for staff (room.changed, to staff who can read rooms); JSON text frames' },
} as const;

export type RealtimeArea = keyof typeof realtimeSockets;
