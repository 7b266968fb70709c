import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { WebPushPublicKey, WebPushSubscriptionBody, WebPushUnsubscribeBody } from '@manabiya/domain/contracts/informations';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

const tags = ['student: web push'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** A student's browsers subscribe to web push with the server's VAPID public key (spec §7 webpush subscription). */
export function registerWebPushRoutes(app: FastifyInstance, { webPush }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/student/webpush/public_key',
    { schema: { tags, summary: 'The VAPID public key (base64url) to subscribe with (applicationServerKey)', response: { 200: WebPushPublicKey, ...errors } } },
    () => ({ public_key: webPush.publicKey() }),
  );

  api.post(
    '/api/student/webpush/subscription',
    {
      schema: {
        tags,
        summary: 'Subscribe this browser (PushSubscription.toJSON()); the same endpoint again replaces its row, also when another student had it',
        body: WebPushSubscriptionBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webPush.subscribe(sessionOf(request).user.id, request.body);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/api/student/webpush/subscription',
    {
      schema: {
        tags,
        summary: 'Unsubscribe this browser (only the caller’s own subscription; 204 also when there was none)',
        body: WebPushUnsubscribeBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webPush.unsubscribe(sessionOf(request).user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
