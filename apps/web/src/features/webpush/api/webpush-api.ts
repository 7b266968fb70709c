import type { WebPushSubscriptionBody } from '@manabiya/domain/contracts/informations';
import { getApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/student/webpush';

export const getWebPushPublicKey = () => getApi<{ public_key: string }>(`${BASE}/public_key`);

export const saveWebPushSubscription = (body: WebPushSubscriptionBody) => requestApi<void>('POST', `${BASE}/subscription`, body);

export const deleteWebPushSubscription = (endpoint: string) => requestApi<void>('DELETE', `${BASE}/subscription`, { endpoint });
