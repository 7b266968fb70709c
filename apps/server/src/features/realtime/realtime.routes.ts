import { SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { isSameOrigin, sessionOf } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/errors.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';


/**
 * The authenticated WebSocket of each portal that receives live events (DESIGN §8). The session
 * cookie authenticates the upgrade (the onRequest hook), the Origin must be our own, and the
 * session is re-checked at every ping so a logout or deactivation closes the socket.
 */
export function registerRealtimeRoutes(app: FastifyInstance, { authService, realtime, config }: FeatureDeps): void {
  for (const area of ['company', 'student'] as const) {
    app.get(
      `/api/${area}/ws`,
      {
        websocket: true,
        preValidation: (request, _reply, done) => {
          done(isSameOrigin(request, config.PUBLIC_URL) ? undefined : forbidden('別のサイトからの接続は受け付けられません。'));
        },
        schema: { tags: [`${area}: realtime`], summary: 'WebSocket of live events (information.created, information.changed); JSON text frames' },
      },
      (socket, request) => {
        const { accountType, user, tokenHash } = sessionOf(request);
        const stopListening = realtime.listen({ accountType, accountId: user.id }, (event) => socket.send(JSON.stringify(event)));
        const heartbeat = setInterval(() => {
          void authService.isStillSignedIn(tokenHash).then(
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
