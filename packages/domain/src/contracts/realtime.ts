import { z } from 'zod';

/**
 * Small events the server sends down the authenticated WebSocket (`/api/{area}/ws`, DESIGN §8).
 * They tell the browser which queries to refresh; they never carry data the audience rules guard.
 */
export const RealtimeEvent = z.discriminatedUnion('type', [
  /** A notice became visible to this user (published now, or its publish date came). */
  z.object({ type: z.literal('information.created'), id: z.number().int() }),
  /** A notice this user can see changed or went away. */
  z.object({ type: z.literal('information.changed'), id: z.number().int() }),
  /** A room this user can see changed: a message, a judgement, a redo, a claim taken or released. */
  z.object({ type: z.literal('room.changed'), id: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

/** Close code of a socket whose session ended (logout, deactivation, idle timeout): sign in again, do not reconnect. */
export const SESSION_ENDED_CLOSE_CODE = 4001;
