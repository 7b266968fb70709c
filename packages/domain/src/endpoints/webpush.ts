import { z } from 'zod';
import { WebPushPublicKey, WebPushSubscriptionBody, WebPushUnsubscribeBody } from '../contracts/informations.ts';
import { defineEndpoint } from './define-endpoint.ts';

const STUDENT = '/api/student/webpush';

/** A student's browsers subscribe to web push with the server's VAPID public key (spec §7 webpush subscription). */
export const webPushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/public_key`,
    summary: 'The VAPID public key (base64url) to subscribe with (applicationServerKey)',
    response: WebPushPublicKey,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/subscription`,
    summary: 'Subscribe this browser (PushSubscription.toJSON()); the same endpoint again replaces its row, also when another student had it',
    body: WebPushSubscriptionBody,
    response: z.null(),
    status: 204,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: `${STUDENT}/subscription`,
    summary: 'Unsubscribe this browser (only the caller’s own subscription; 204 also when there was none)',
    body: WebPushUnsubscribeBody,
    response: z.null(),
    status: 204,
  }),
};
