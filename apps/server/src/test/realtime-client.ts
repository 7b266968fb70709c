import { ACCESS_TOKEN_COOKIE } from '@manabiya/domain/contracts/auth';
import { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import WebSocket from 'ws';

export interface RealtimeClient {
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after the timeout. */
  waitFor(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
}

/** A browser-like WebSocket client: the session cookie and our own Origin, as a page of the app sends them. */
export function connectRealtime(baseUrl: string, area: 'admin' | 'company' | 'student', token: string, origin = baseUrl): Promise<RealtimeClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/${area}/ws`, { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${token}`, origin } });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    events.push(RealtimeEvent.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const client: RealtimeClient = {
    events,
    waitFor(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching realtime event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
    closed: new Promise((resolve) => socket.once('close', (code: number) => resolve(code))),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
