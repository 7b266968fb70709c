import type { Config } from '../../config.ts';
import { isSameOrigin, sessionOf } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { type RealtimeEvent, SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import { can } from '@manabiya/domain/permissions/section-permissions';
import { type RealtimeArea, realtimeSockets } from '@manabiya/domain/endpoints/realtime';
import type { FastifyInstance } from 'fastify';

export interface RealtimeRouteDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'REALTIME_PING_MS'>;
  realtime: Realtime;
  /** Re-checks a socket's session at every ping, and a staff socket's permissions when a role changed. */
  auth: Pick<AuthService, 'isStillSignedIn' | 'staffPermissionsOf'>;
}

const STAFF_SOCKET_PERMISSION = { section: 'room', access: 'read' } as const;

/**
 * The authenticated WebSocket of each portal that receives live events (DESIGN §8). The session
 * cookie authenticates the upgrade (the onRequest hook), the Origin must be our own. The socket
 * closes (4001) as soon as any instance announces its session ended, and the session is re-checked
 * at every ping as well.
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
        const { accountType, user, tokenHash, sessionId } = sessionOf(request);
        const account = { accountType, accountId: user.id, permissions: user.section_permissions };
        let open = true;
        const endSession = () => socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
        const send = (event: RealtimeEvent) => socket.send(JSON.stringify(event));
        let stopListening = realtime.listen(account, send);
        // Staff receive by the permissions read at the upgrade: when a role changes they are read again,
        // and a member who can no longer read rooms is told the session ended — the page checks it, gets
        // the new permissions, and opens no socket again.
        const permissionsChanged = () =>
          void auth.staffPermissionsOf(tokenHash).then(
            (permissions) => {
              if (!open) return;
              if (permissions === undefined || !can(permissions, STAFF_SOCKET_PERMISSION.section, STAFF_SOCKET_PERMISSION.access)) return endSession();
              stopListening();
              stopListening = realtime.listen({ ...account, permissions }, send);
            },
            (error: unknown) => request.log.warn({ err: error }, 'realtime permission check failed'),
          );
        // A sign-out, password change or deactivation announces the sessions it ended (decision 040);
        // the ping's check remains for what is not announced (an expiry, a write made outside the app).
        const stopWatching = realtime.watchSession(
          { sessionId, accountType, accountId: user.id },
          { ended: endSession, ...(area === 'admin' ? { permissionsChanged } : {}) },
        );
        const heartbeat = setInterval(() => {
          void auth.isStillSignedIn(tokenHash).then(
            (live) => (live ? socket.ping() : endSession()),
            (error: unknown) => request.log.warn({ err: error }, 'realtime session check failed'),
          );
        }, config.REALTIME_PING_MS);
        socket.on('close', () => {
          open = false;
          clearInterval(heartbeat);
          stopListening();
          stopWatching();
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
