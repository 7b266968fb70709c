import { emptyAnswerStore, parseAnswerStore, type AnswerStore } from './answer-store.ts';

/*
 * Where an attempt's answers live in this browser: one localStorage entry per student and attempt.
 * Not a draft (lib/use-draft.ts), which sign-out forgets: an answer not sent yet is the student's
 * work, kept until the server has it; only the student's own pages read it.
 */

export const attemptStorageKey = (studentId: number, attemptId: number) => `test-attempt:student:${studentId}:${attemptId}`;

export function readAnswerStore(key: string): AnswerStore {
  try {
    const raw = localStorage.getItem(key);
    return (raw === null ? null : parseAnswerStore(JSON.parse(raw))) ?? emptyAnswerStore();
  } catch {
    // Storage off or a damaged entry: the server's answers are the start.
    return emptyAnswerStore();
  }
}

export function writeAnswerStore(key: string, store: AnswerStore): void {
  try {
    localStorage.setItem(key, JSON.stringify(store));
  } catch {
    // Without storage (private mode, full) the answers live as long as the page, and the server's.
  }
}

export function forgetAnswerStore(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
