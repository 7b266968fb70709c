import { useSyncExternalStore } from 'react';
import { retryDelayMs } from './backoff.ts';

/**
 * Whether the server answers, for the whole page: every API call reports what it saw (lib/api-client.ts),
 * and while the server is unreachable a probe of the health endpoint runs with growing waits
 * (1 s, 2 s, 4 s … 30 s) until it answers. The portal shell shows a banner with a retry button
 * meanwhile; when the server answers again the app refetches what the pages show (app/app.tsx).
 * Nothing here forgets the session: an outage is not a sign-out.
 */
export type ConnectionState = 'connected' | 'unreachable';

/** Asks the server whether it answers; true when it did. */
export type ConnectionProbe = () => Promise<boolean>;

async function probeHealth(): Promise<boolean> {
  // Loaded with the first probe, so the entry chunk stays without zod (docs/architecture.md).
  const { healthEndpoints } = await import('@manabiya/domain/endpoints/health');
  const response = await fetch(healthEndpoints.health.path, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return response.ok;
}

let state: ConnectionState = 'connected';
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let probing: Promise<void> | undefined;
let probe: ConnectionProbe = probeHealth;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function cancelTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function scheduleProbe(): void {
  cancelTimer();
  timer = setTimeout(() => void probeNow(), retryDelayMs(attempt));
  attempt += 1;
}

/** Probes at once (one probe at a time); a failed probe schedules the next, longer wait. */
function probeNow(): Promise<void> {
  if (state === 'connected') return Promise.resolve();
  cancelTimer();
  probing ??= (async () => {
    let answered = false;
    try {
      answered = await probe();
    } catch {
      answered = false;
    }
    probing = undefined;
    if (answered) reportReachable();
    else if (state === 'unreachable') scheduleProbe();
  })();
  return probing;
}

/** A call could not reach the server: show the banner and start reconnecting. */
export function reportUnreachable(): void {
  if (state === 'unreachable') return;
  state = 'unreachable';
  attempt = 0;
  notify();
  scheduleProbe();
}

/** The server answered (any call, or the probe): hide the banner and tell the app to refetch. */
export function reportReachable(): void {
  if (state === 'connected') return;
  cancelTimer();
  state = 'connected';
  notify();
  for (const listener of reconnectListeners) listener();
}

/** The banner's retry button: probe now instead of waiting for the next attempt. */
export function retryConnectionNow(): Promise<void> {
  return probeNow();
}

export function getConnectionState(): ConnectionState {
  return state;
}

/** Runs `listener` each time the server answers again after being unreachable; returns the unsubscribe. */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * The browser's own offline and online events (Wi-Fi off, airplane mode) count as well, and so does
 * a page opened while offline: the queries wait for the network then, and the banner says why.
 */
export function watchBrowserConnection(): () => void {
  const offline = () => reportUnreachable();
  const online = () => void probeNow();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) reportUnreachable();
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, getConnectionState, () => 'connected');
}

/** For unit tests: a probe of their own, and the state of a fresh page. */
export function resetConnectionStatusForTests(testProbe: ConnectionProbe = probeHealth): void {
  cancelTimer();
  state = 'connected';
  attempt = 0;
  probing = undefined;
  probe = testProbe;
  listeners.clear();
  reconnectListeners.clear();
}
