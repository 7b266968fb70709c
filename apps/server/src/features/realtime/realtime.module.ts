import type { Config } from '../../config.ts';
import { isSameOrigin, sessionOf } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import { type RealtimeArea, realtimeSockets } from '@manabiya/domain/endpoints/realtime';
import type { FastifyInstance } from 'fastify';

export interface RealtimeRouteDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'REALTIME_PING_MS'>;
  realtime: Realtime;
  /** Re-checks a socket's session at every ping. */
  auth: Pick<AuthService, 'isStillSignedIn'>;
}

const STAFF_SOCKET_PERMISSION = { section: 'room', access: 'read' } as const;

/**
 * The authenticated WebSocket of each portal that receives live events (DESIGN §8). The session
 * cookie authenticates the upgrade (the onRequest hook), the Origin must be our own, and the
 * session is re-checked at every ping so a logout or deactivation closes the socket.
 */
export function registerRealtimeRoutes(app: FastifyInstance, { auth, realtime, config }: RealtimeRouteDeps): void {
  for (const area of Object.keys(realtimeSockets) as RealtimeArea[]) {
    const socketRoute = realtimeSockets[area];
    app.get(
      socketRoute.path,
      {
        websocket: true,
        preValidation: (request, _reply, done) => {
          done(isSameOrigin(request, config.PUBLIC_URL) ? undefined : forbidden('別のサイトからの接続は受け付けられません。'));
        },
        schema: { tags: [`${area}: realtime`], summary: socketRoute.summary },
        // Staff receive the events of rooms, so the staff socket opens only for those who can read rooms.
        ...(area === 'admin' ? { config: { permission: STAFF_SOCKET_PERMISSION } } : {}),
      },
      (socket, request) => {
        const { accountType, user, tokenHash } = sessionOf(request);
        const account = { accountType, accountId: user.id, permissions: user.section_permissions };
        const stopListening = realtime.listen(account, (event) => socket.send(JSON.stringify(event)));
        const heartbeat = setInterval(() => {
          void auth.isStillSignedIn(tokenHash).then(
            (live) => (live ? socket.ping() : socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended')),
            (error: unknown) => request.log.warn({ err: error }, 'realtime session check failed'),
          );
        }, config.REALTIME_PING_MS);
        socket.on('close', () => {
          clearInterval(heartbeat);
          stopListening();
        });
        // Browsers only listen; anything they send is ignored.
        socket.on('message', () => {});
      },
    );
  }
}

/** The portals' live-event sockets; events are published by other features through the platform's realtime. */
export function createRealtimeModule(platform: Platform, deps: { auth: RealtimeRouteDeps['auth'] }): FeatureModule<undefined> {
  const { config, realtime } = platform;
  return { name: 'realtime', service: undefined, registerRoutes: (app) => registerRealtimeRoutes(app, { config, realtime, auth: deps.auth }) };
}
