import { RealtimeEvent, SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import { realtimeSockets, type RealtimeArea } from '@manabiya/domain/endpoints/realtime';
import { retryDelayMs } from './backoff.ts';

export type { RealtimeArea };

/** The WebSocket URL of an area on this page's origin (wss: under https). */
export function realtimeUrl(area: RealtimeArea, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${realtimeSockets[area].path}`;
}

/** A text frame as a known event, or null for anything else (a newer server's event, garbage). */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RealtimeHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /** The socket is open again after a drop: events may have been missed meanwhile. */
  onReconnected?: () => void;
  /** The server ended the session (close code 4001); no more attempts are made. */
  onSessionEnded?: () => void;
}

/**
 * Keeps one WebSocket to `/api/{area}/ws` open (company users, students, and staff who can read
 * rooms), reconnecting with capped backoff until stopped or until the server says the session
 * ended. Returns the function that stops it.
 */
export function connectRealtime(area: RealtimeArea, handlers: RealtimeHandlers): () => void {
  if (typeof WebSocket === 'undefined') return () => {};
  let socket: WebSocket | null = null;
  let timer: number | undefined;
  let attempt = 0;
  let everOpened = false;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    let current: WebSocket;
    try {
      current = new WebSocket(realtimeUrl(area, window.location));
    } catch {
      schedule();
      return;
    }
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      if (everOpened) handlers.onReconnected?.();
      everOpened = true;
    });
    current.addEventListener('message', (message: MessageEvent) => {
      const event = parseRealtimeEvent(message.data);
      if (event) handlers.onEvent(event);
    });
    current.addEventListener('close', (close: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (close.code === SESSION_ENDED_CLOSE_CODE) {
        stopped = true;
        handlers.onSessionEnded?.();
        return;
      }
      schedule();
    });
  };

  const schedule = () => {
    if (stopped) return;
    timer = window.setTimeout(open, retryDelayMs(attempt));
    attempt += 1;
  };

  open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000, 'signed out');
  };
}
