import { HEARTBEAT_SECONDS, IDLE_SECONDS } from '@manabiya/domain/enums/learning';
import { useEffect, useState } from 'react';
import { sendHeartbeat } from '../api/learning-api.ts';

export interface StudyClockTarget {
  stepId?: number | undefined;
  movieId?: number | undefined;
  /** False while there is nothing to study (a locked step, the page still loading). */
  enabled?: boolean;
}

export interface StudyClockState {
  /** The page is visible and used, so its time counts. */
  active: boolean;
  /** The day's study time the server answered with the last heartbeat. */
  todaySeconds: number | null;
}

/** What counts as using the page: input of any kind, and a video playing (media events reach the document in the capture phase). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const MEDIA_EVENTS = ['play', 'timeupdate'] as const;

/**
 * The study clock of a step or video page (decision 033): while the page is visible and the student
 * used it within IDLE_SECONDS (or a video plays), a heartbeat goes to the server every
 * HEARTBEAT_SECONDS, and one at once when the page opens, comes back into view or is used again
 * after a pause. A hidden tab or an idle one sends nothing, so the server's session ends there. The
 * server keeps the ledger; two tabs extend the same session, so nothing here needs to coordinate.
 */
export function useStudyClock({ stepId, movieId, enabled = true }: StudyClockTarget): StudyClockState {
  const [active, setActive] = useState(false);
  const [todaySeconds, setTodaySeconds] = useState<number | null>(null);
  const hasTarget = stepId !== undefined || movieId !== undefined;

  useEffect(() => {
    if (!enabled || !hasTarget) return undefined;
    let lastInputAt = Date.now();
    let wasActive = false;
    let stopped = false;
    const isActive = () => document.visibilityState === 'visible' && Date.now() - lastInputAt < IDLE_SECONDS * 1000;
    const beat = () => {
      void sendHeartbeat(stepId !== undefined ? { step_id: stepId } : { movie_id: movieId! }).then(
        (answer) => {
          if (!stopped) setTodaySeconds(answer.today_seconds);
        },
        // A lost heartbeat costs at most one interval; the next one starts a new session if needed.
        () => undefined,
      );
    };
    /** Sends when the page has just become active; keeps `active` in step. */
    const update = (sendIfResumed: boolean) => {
      const now = isActive();
      if (now && !wasActive && sendIfResumed) beat();
      wasActive = now;
      setActive(now);
    };
    const onInput = () => {
      lastInputAt = Date.now();
      if (!wasActive) update(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') lastInputAt = Date.now();
      update(true);
    };
    // The page opened (or the step changed): the first heartbeat goes at once.
    const opening = setTimeout(() => update(true), 0);
    const timer = setInterval(() => {
      update(false);
      if (wasActive) beat();
    }, HEARTBEAT_SECONDS * 1000);
    for (const name of INPUT_EVENTS) document.addEventListener(name, onInput, { capture: true, passive: true });
    for (const name of MEDIA_EVENTS) document.addEventListener(name, onInput, { capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(opening);
      clearInterval(timer);
      setActive(false);
      for (const name of INPUT_EVENTS) document.removeEventListener(name, onInput, { capture: true });
      for (const name of MEDIA_EVENTS) document.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [stepId, movieId, enabled, hasTarget]);

  return { active: active && enabled && hasTarget, todaySeconds };
}
