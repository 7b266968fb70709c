import type { WebPushSubscriptionBody } from '@manabiya/domain/contracts/informations';
import { useCallback, useEffect, useState } from 'react';
import { deleteWebPushSubscription, getWebPushPublicKey, saveWebPushSubscription } from '../api/webpush-api.ts';
import { base64UrlToUint8Array, sameKey } from '../lib/base64url.ts';

/** unsupported: no service worker or Push API here (or not https); denied: the user blocked notifications for this site. */
export type WebPushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const WORKER_URL = '/sw.js';
/** Which student turned push on in this browser: a subscription belongs to the browser, not to the signed-in person. */
const OWNER_KEY = 'webpush_user';

export function isWebPushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // Without storage the switch shows off on the next visit; turning it on again is harmless.
  }
}

/** Registered from the student portal only (the login pages stay without it); the worker has no fetch handler. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

function toBody(subscription: PushSubscription): WebPushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The browser's push service refused to subscribe (private windows of Chrome, a blocked push service). */
export class PushRefusedError extends Error {
  constructor(readonly reason: unknown) {
    super('push subscription refused');
    this.name = 'PushRefusedError';
  }
}

function initialStatus(): WebPushStatus {
  if (!isWebPushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

/**
 * On a student's sign-out, before the logout call: this browser stops receiving their notices, so a
 * shared computer never shows them to the next person. Never throws.
 */
export async function forgetWebPushSubscription(): Promise<void> {
  writeOwner(null);
  if (!isWebPushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await deleteWebPushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to clean up here; an endpoint left behind is removed when the push service calls it gone.
  }
}

/** This browser's push subscription for the signed-in student: its state, and turning it on and off. */
export function useWebPush(userId: number | undefined) {
  const [status, setStatus] = useState<WebPushStatus>(initialStatus);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** The permission prompt was closed without an answer. */
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    void (async () => {
      let next: WebPushStatus;
      try {
        const subscription = await (await workerRegistration()).pushManager.getSubscription();
        next = Notification.permission === 'granted' && subscription !== null && readOwner() === String(userId) ? 'on' : 'off';
        // Keep the server's row in step (the browser may have renewed the subscription); a failure only shows on the next push.
        if (next === 'on' && subscription) void saveWebPushSubscription(toBody(subscription)).catch(() => undefined);
      } catch {
        // Service workers switched off (private windows of some browsers).
        next = 'unsupported';
      }
      if (!cancelled) setStatus(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [status, userId]);

  const enable = useCallback(async () => {
    if (userId === undefined) return;
    setBusy(true);
    setError(null);
    setDismissed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setStatus('denied');
        return;
      }
      if (permission !== 'granted') {
        setDismissed(true);
        return;
      }
      const registration = await workerRegistration();
      const key = base64UrlToUint8Array((await getWebPushPublicKey()).public_key);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      if (!subscription) {
        try {
          subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        } catch (caught) {
          throw new PushRefusedError(caught);
        }
      }
      await saveWebPushSubscription(toBody(subscription));
      writeOwner(userId);
      setStatus('on');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }, [userId]);

  const disable = useCallback(async () => {
    setBusy(true);
    setError(null);
    setDismissed(false);
    try {
      const subscription = await (await workerRegistration()).pushManager.getSubscription();
      writeOwner(null);
      if (subscription) {
        // Should the server not hear of it, the push service answers 410 for the dead endpoint and the server forgets it then.
        await deleteWebPushSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setStatus('off');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }, []);

  return { status, busy, error, dismissed, enable, disable };
}
