import type { WebPushSubscriptionBody } from '@manabiya/domain/contracts/informations';
import { webPushEndpoints } from '@manabiya/domain/endpoints/webpush';
import { callApi } from '../../../lib/api-client.ts';

export const getWebPushPublicKey = () => callApi(webPushEndpoints.publicKey);

export const saveWebPushSubscription = (body: WebPushSubscriptionBody) => callApi(webPushEndpoints.subscribe, { body });

export const deleteWebPushSubscription = (endpoint: string) => callApi(webPushEndpoints.unsubscribe, { body: { endpoint } });
