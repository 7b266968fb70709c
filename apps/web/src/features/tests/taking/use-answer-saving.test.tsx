import type { AttemptView, SaveAnswerBody } from '@manabiya/domain/contracts/tests';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { readAnswerStore } from './answer-storage.ts';
import { useAnswerSaving } from './use-answer-saving.ts';
import type { ServerClock } from './use-server-clock.ts';

const saveAnswer = vi.hoisted(() => vi.fn());
vi.mock('../api/student-test-api.ts', () => ({ saveAnswer }));

const KEY = 'test-attempt:student:7:41';
const STARTED = '2026-11-28T10:00:00.000Z';
const view = (answers: AttemptView['answers'] = []): AttemptView => ({
  id: 41,
  test_id: 3,
  test_title: 'T',
  test_kind: 2,
  number: 1,
  started_at: STARTED,
  deadline_at: null,
  sections: [],
  section_index: null,
  section_deadline_at: null,
  server_now: STARTED,
  submitted_at: null,
  questions: [],
  answers,
  result: null,
  result_hidden_until: null,
});
// The server's clock a minute after the start: changes get seq 600 and up.
const clock: ServerClock = { offsetMs: 0, record: vi.fn(), now: () => Date.parse(STARTED) + 60_000 };
const acknowledged = (_attemptId: number, body: SaveAnswerBody) =>
  Promise.resolve({ result: { question_id: body.question_id, seq: body.seq, saved_at: STARTED, server_now: STARTED }, sentAt: 0, receivedAt: 0 });

function renderSaving(initial = view(), onClosed = vi.fn()) {
  return renderHook(({ attempt }) => useAnswerSaving({ view: attempt, storageKey: KEY, clock, onClosed, onNewer: vi.fn() }), { initialProps: { attempt: initial } });
}

beforeEach(() => {
  localStorage.clear();
  saveAnswer.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('saving the answers of an attempt', () => {
  it('keeps each change in this browser, sends them in order and marks them saved', async () => {
    saveAnswer.mockImplementation(acknowledged);
    const { result } = renderSaving();
    act(() => result.current.change(1, { keys: [2] }));
    act(() => result.current.change(2, { text: '42' }));
    expect(readAnswerStore(KEY).answers[2]).toEqual({ answer: { text: '42' }, seq: 601 });
    await waitFor(() => expect(result.current.store.queue).toEqual([]));
    expect(saveAnswer.mock.calls.map(([, body]) => (body as SaveAnswerBody).seq)).toEqual([600, 601]);
    expect(result.current.offline).toBe(false);
    expect(readAnswerStore(KEY).acked).toEqual({ 1: 600, 2: 601 });
  });

  it('keeps the queue while the server cannot be reached, and sends it when it can', async () => {
    saveAnswer.mockRejectedValue(new ApiError(0, ''));
    const { result } = renderSaving();
    act(() => result.current.change(1, { text: 'a' }));
    await waitFor(() => expect(result.current.offline).toBe(true));
    act(() => result.current.change(2, { text: 'b' }));
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledTimes(2));
    expect(readAnswerStore(KEY).queue.map((pending) => pending.question_id)).toEqual([1, 2]);

    saveAnswer.mockImplementation(acknowledged);
    await act(() => result.current.flush());
    expect(result.current.store.queue).toEqual([]);
    expect(result.current.offline).toBe(false);
  });

  it('resumes from what this browser kept merged with the server (the higher seq wins)', async () => {
    saveAnswer.mockRejectedValue(new ApiError(0, ''));
    const first = renderSaving();
    act(() => first.result.current.change(1, { text: 'mine' }));
    await waitFor(() => expect(first.result.current.offline).toBe(true));
    first.unmount();

    saveAnswer.mockImplementation(acknowledged);
    const again = renderSaving(view([{ question_id: 2, answer: { text: 'theirs' }, seq: 900, saved_at: STARTED }]));
    await waitFor(() => expect(again.result.current.store.queue).toEqual([]));
    expect(again.result.current.store.answers).toEqual({ 1: { answer: { text: 'mine' }, seq: 600 }, 2: { answer: { text: 'theirs' }, seq: 900 } });
    // The next change numbers above everything seen.
    act(() => again.result.current.change(1, { text: 'mine2' }));
    expect(again.result.current.store.answers[1]?.seq).toBe(901);
  });

  it('stops at a 409 (the attempt is over) and keeps what was not saved', async () => {
    saveAnswer.mockRejectedValue(new ApiError(409, '受験は終了しています。'));
    const onClosed = vi.fn();
    const { result } = renderSaving(view(), onClosed);
    act(() => result.current.change(1, { text: 'late' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(readAnswerStore(KEY).queue).toHaveLength(1);
  });

  it('drops a save its ended CAB section refuses (409 section_closed), reads the attempt again, and goes on', async () => {
    saveAnswer.mockImplementation((attemptId: number, body: SaveAnswerBody) =>
      body.question_id === 1 ? Promise.reject(new ApiError(409, 'このセクションは終了しています。', { code: 'section_closed' })) : acknowledged(attemptId, body),
    );
    const onClosed = vi.fn();
    const { result } = renderSaving(view(), onClosed);
    act(() => result.current.change(1, { keys: [1] }));
    act(() => result.current.change(2, { keys: [2] }));
    await waitFor(() => expect(result.current.store.queue).toEqual([]));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect([...result.current.refused]).toEqual([1]);
    // The attempt goes on: a later change is still sent.
    act(() => result.current.change(3, { keys: [1] }));
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledTimes(3));
  });

  it('marks a save the server refuses for itself and goes on with the others', async () => {
    saveAnswer.mockImplementation((attemptId: number, body: SaveAnswerBody) => (body.question_id === 1 ? Promise.reject(new ApiError(400, 'bad')) : acknowledged(attemptId, body)));
    const { result } = renderSaving();
    act(() => result.current.change(1, { text: 'x' }));
    act(() => result.current.change(2, { text: 'y' }));
    await waitFor(() => expect(result.current.store.queue).toEqual([]));
    expect([...result.current.refused]).toEqual([1]);
  });
});
