import type { AnswerValue, SavedAnswer } from '@manabiya/domain/contracts/tests';

/*
 * The answers of one attempt as this page keeps them (decision 048: no answer lost): the latest
 * answer of each question with its `seq`, the saves not yet acknowledged by the server, in the
 * order they are sent, and the seq the server said it holds per question. The page writes it to
 * localStorage on every change, before sending anything, so a reload, a crash or a dropped network
 * loses nothing. Pure functions of plain data: the hook only calls them and stores the result.
 */

export interface KeptAnswer {
  answer: AnswerValue;
  seq: number;
}

/** A save waiting to be sent (or sent, its answer not arrived yet). */
export interface PendingSave {
  question_id: number;
  answer: AnswerValue;
  seq: number;
}

export interface AnswerStore {
  /** Question id → the latest answer this page holds. */
  answers: Record<number, KeptAnswer>;
  /** Unacknowledged saves, seq increasing; at most one per question (a newer change replaces the one waiting). */
  queue: PendingSave[];
  /** Question id → the seq the server said it holds. */
  acked: Record<number, number>;
  /** The highest seq this attempt has seen, here or on the server. */
  lastSeq: number;
}

export const emptyAnswerStore = (): AnswerStore => ({ answers: {}, queue: [], acked: {}, lastSeq: 0 });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSeq = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function readAnswer(value: unknown): AnswerValue | null {
  if (!isObject(value)) return null;
  const answer: AnswerValue = {};
  if (value.keys !== undefined) {
    if (!Array.isArray(value.keys) || !value.keys.every((key) => Number.isInteger(key))) return null;
    answer.keys = value.keys as number[];
  }
  if (value.text !== undefined) {
    if (typeof value.text !== 'string') return null;
    answer.text = value.text;
  }
  return answer;
}

/** What localStorage gave back, checked; null for anything else (another shape, a damaged text). */
export function parseAnswerStore(stored: unknown): AnswerStore | null {
  if (!isObject(stored) || !isObject(stored.answers) || !Array.isArray(stored.queue) || !isObject(stored.acked)) return null;
  const store = emptyAnswerStore();
  for (const [id, kept] of Object.entries(stored.answers)) {
    const answer = isObject(kept) ? readAnswer(kept.answer) : null;
    if (!answer || !isObject(kept) || !isSeq(kept.seq)) return null;
    store.answers[Number(id)] = { answer, seq: kept.seq };
  }
  for (const pending of stored.queue) {
    const answer = isObject(pending) ? readAnswer(pending.answer) : null;
    if (!answer || !isObject(pending) || !isSeq(pending.question_id) || !isSeq(pending.seq)) return null;
    store.queue.push({ question_id: pending.question_id, answer, seq: pending.seq });
  }
  for (const [id, seq] of Object.entries(stored.acked)) {
    if (!isSeq(seq)) return null;
    store.acked[Number(id)] = seq;
  }
  store.lastSeq = isSeq(stored.lastSeq) ? stored.lastSeq : 0;
  return store;
}

/**
 * The seq of the next change: above every seq seen, and at least the tenths of a second since the
 * attempt started by the server's clock, so that changes made on two devices order as they happened
 * (the server keeps the higher seq of each question).
 */
export function nextSeq(store: AnswerStore, tenthsSinceStart: number): number {
  return Math.max(store.lastSeq + 1, Math.floor(tenthsSinceStart));
}

/** A change of one answer: kept as the question's answer and queued to send (replacing a save of the same question still waiting). */
export function recordChange(store: AnswerStore, questionId: number, answer: AnswerValue, seq: number): AnswerStore {
  return {
    answers: { ...store.answers, [questionId]: { answer, seq } },
    queue: [...store.queue.filter((pending) => pending.question_id !== questionId), { question_id: questionId, answer, seq }],
    acked: store.acked,
    lastSeq: Math.max(store.lastSeq, seq),
  };
}

/** The server holds `seq` for the question: every save of it up to that seq is done. */
export function acknowledge(store: AnswerStore, questionId: number, seq: number): AnswerStore {
  return {
    answers: store.answers,
    queue: store.queue.filter((pending) => !(pending.question_id === questionId && pending.seq <= seq)),
    acked: { ...store.acked, [questionId]: Math.max(store.acked[questionId] ?? 0, seq) },
    lastSeq: Math.max(store.lastSeq, seq),
  };
}

/**
 * The server's answers (on load, resume, or another device's) merged with what this page holds:
 * per question the higher seq wins; a save waiting here survives only if it is newer than what the
 * server holds (an older one would be refused as stale anyway).
 */
export function mergeServerAnswers(store: AnswerStore, server: readonly Pick<SavedAnswer, 'question_id' | 'answer' | 'seq'>[]): AnswerStore {
  const answers = { ...store.answers };
  const acked = { ...store.acked };
  let lastSeq = store.lastSeq;
  const serverSeq = new Map<number, number>();
  for (const saved of server) {
    serverSeq.set(saved.question_id, saved.seq);
    const local = answers[saved.question_id];
    if (!local || saved.seq >= local.seq) answers[saved.question_id] = { answer: saved.answer, seq: saved.seq };
    acked[saved.question_id] = Math.max(acked[saved.question_id] ?? 0, saved.seq);
    lastSeq = Math.max(lastSeq, saved.seq);
  }
  const queue = store.queue.filter((pending) => pending.seq > (serverSeq.get(pending.question_id) ?? 0));
  return { answers, queue, acked, lastSeq };
}

/** Something is answered: an option picked or text typed. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (!answer) return false;
  return (answer.keys?.length ?? 0) > 0 || (answer.text ?? '').trim() !== '';
}

/** Where one question's answer stands: nothing given, waiting for the server, or held by the server. */
export type SaveState = 'empty' | 'pending' | 'saved';

export function saveStateOf(store: AnswerStore, questionId: number): SaveState {
  if (store.queue.some((pending) => pending.question_id === questionId)) return 'pending';
  return isAnswered(store.answers[questionId]?.answer) ? 'saved' : 'empty';
}
