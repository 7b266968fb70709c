import type { AnswerValue, AttemptView } from '@manabiya/domain/contracts/tests';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { onReconnected } from '../../../lib/connection-status.ts';
import { saveAnswer } from '../api/student-test-api.ts';
import { acknowledge, mergeServerAnswers, nextSeq, recordChange, type AnswerStore } from './answer-store.ts';
import { readAnswerStore, writeAnswerStore } from './answer-storage.ts';
import type { ServerClock } from './use-server-clock.ts';

/** The code of a save refused because its CAB section has ended (409). */
export const SECTION_CLOSED = 'section_closed';

/** How often the page tries again while saves wait and the network seems down. */
const RETRY_MS = 5_000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const browserOnline = () => navigator.onLine;

export interface AnswerSaving {
  store: AnswerStore;
  /** A change of one answer: kept in this browser at once, then sent. */
  change: (questionId: number, answer: AnswerValue) => void;
  /** Sends every waiting save, in order; settles with what is kept when the queue is empty or sending stopped (offline, the attempt over). */
  flush: () => Promise<AnswerStore>;
  /** The browser says it is offline, or the last send could not reach the server. */
  offline: boolean;
  /** Questions whose last save the server refused for a reason other than the attempt's end (kept on the page). */
  refused: ReadonlySet<number>;
}

interface AnswerSavingOptions {
  view: AttemptView;
  storageKey: string;
  clock: ServerClock;
  /** The server refused a save because the attempt (or its CAB section) is over (409): the page reads the attempt again to show where it stands. */
  onClosed: () => void;
  /** The server holds a later answer than the one sent (saved on another device): read the attempt again. */
  onNewer: () => void;
}

/** The server refused this one save for what it holds (a bad body, a question not in the attempt): sending it again changes nothing. */
const isRefusalOfTheSave = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 422);

/**
 * The answers of an attempt in progress (decision 048): every change goes to localStorage first,
 * then to the server in seq order, one call at a time; a failed call keeps the queue and the page
 * says it is offline, keeps taking answers, and sends the queue when the connection returns. The
 * server's answers (this attempt read again, or resumed on another device) are merged in, the
 * higher seq winning.
 */
export function useAnswerSaving({ view, storageKey, clock, onClosed, onNewer }: AnswerSavingOptions): AnswerSaving {
  const [store, setStore] = useState<AnswerStore>(() => {
    const merged = mergeServerAnswers(readAnswerStore(storageKey), view.answers);
    writeAnswerStore(storageKey, merged);
    return merged;
  });
  const storeRef = useRef(store);
  const [sendFailed, setSendFailed] = useState(false);
  const [refused, setRefused] = useState<ReadonlySet<number>>(() => new Set());
  const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);
  const flushing = useRef<Promise<AnswerStore> | null>(null);
  const closed = useRef(false);
  const closedCallback = useRef(onClosed);
  const newerCallback = useRef(onNewer);
  useEffect(() => {
    closedCallback.current = onClosed;
    newerCallback.current = onNewer;
  });

  const commit = useCallback(
    (next: AnswerStore) => {
      storeRef.current = next;
      writeAnswerStore(storageKey, next);
      setStore(next);
    },
    [storageKey],
  );

  const attemptId = view.id;
  const { record } = clock;
  const flush = useCallback((): Promise<AnswerStore> => {
    if (flushing.current) return flushing.current;
    // One run at a time, cleared as it ends (a run that finds nothing to send ends before it is kept).
    let ended = false;
    const run = (async () => {
      try {
        for (;;) {
          const head = storeRef.current.queue[0];
          if (!head || closed.current) return storeRef.current;
          try {
            const { result, sentAt, receivedAt } = await saveAnswer(attemptId, head);
            record(result.server_now, sentAt, receivedAt);
            commit(acknowledge(storeRef.current, result.question_id, result.seq));
            // A later change made elsewhere (another device) is what the server holds: read it to show it.
            if (result.seq > head.seq) newerCallback.current();
            setSendFailed(false);
            setRefused((ids) => (ids.has(head.question_id) ? new Set([...ids].filter((id) => id !== head.question_id)) : ids));
          } catch (error) {
            // A CAB section that ended before the save arrived: refused for good (no going back), like a
            // refusal of the save itself; the page reads the attempt again, which goes on in the next section.
            const sectionClosed = isApiError(error) && error.status === 409 && error.code === SECTION_CLOSED;
            if (sectionClosed) {
              closedCallback.current();
            } else if (isApiError(error) && error.status === 409) {
              closed.current = true;
              closedCallback.current();
              return storeRef.current;
            } else if (!isRefusalOfTheSave(error)) {
              // Not sent (the network, a server error, a session to renew): kept, sent again later.
              setSendFailed(true);
              return storeRef.current;
            }
            // Refused for itself (a question not in the attempt, a text too long): the answer stays on
            // the page, marked unsaved, and the saves after it go on.
            setRefused((ids) => new Set([...ids, head.question_id]));
            const now = storeRef.current;
            commit({ ...now, queue: now.queue.filter((pending) => !(pending.question_id === head.question_id && pending.seq === head.seq)) });
          }
        }
      } finally {
        ended = true;
        flushing.current = null;
      }
    })();
    if (!ended) flushing.current = run;
    return run;
  }, [attemptId, record, commit]);

  // Another read of the attempt (the tab shown again, a resume): merge what the server holds, then send what waits.
  const mergedView = useRef(view);
  useEffect(() => {
    if (mergedView.current !== view) {
      mergedView.current = view;
      commit(mergeServerAnswers(storeRef.current, view.answers));
    }
    void flush();
  }, [view, commit, flush]);

  // Send what waits: on load, after a merge, when the browser is back online or the server answers again.
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);
  useEffect(() => onReconnected(() => void flush()), [flush]);
  const waiting = store.queue.length > 0;
  useEffect(() => {
    if (!sendFailed || !waiting) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [sendFailed, waiting, flush]);

  const startedAt = Date.parse(view.started_at);
  const serverNow = clock.now;
  const change = useCallback(
    (questionId: number, answer: AnswerValue) => {
      if (closed.current) return;
      const seq = nextSeq(storeRef.current, (serverNow() - startedAt) / 100);
      commit(recordChange(storeRef.current, questionId, answer, seq));
      void flush();
    },
    [serverNow, startedAt, commit, flush],
  );

  return { store, change, flush, offline: !online || sendFailed, refused };
}
