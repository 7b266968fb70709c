import { describe, expect, it } from 'vitest';
import { acknowledge, emptyAnswerStore, isAnswered, mergeServerAnswers, nextSeq, parseAnswerStore, recordChange, saveStateOf } from './answer-store.ts';

describe('the answers an attempt keeps', () => {
  it('queues each change once per question, in seq order', () => {
    let store = recordChange(emptyAnswerStore(), 1, { keys: [2] }, 1);
    store = recordChange(store, 2, { text: 'a' }, 2);
    store = recordChange(store, 1, { keys: [3] }, 3);
    expect(store.queue).toEqual([
      { question_id: 2, answer: { text: 'a' }, seq: 2 },
      { question_id: 1, answer: { keys: [3] }, seq: 3 },
    ]);
    expect(store.answers[1]).toEqual({ answer: { keys: [3] }, seq: 3 });
    expect(store.lastSeq).toBe(3);
  });

  it('drops the saves the server acknowledged, keeping a newer change made meanwhile', () => {
    let store = recordChange(emptyAnswerStore(), 1, { text: '1' }, 1);
    store = recordChange(store, 1, { text: '12' }, 2);
    // The answer of the first send (seq 1) arrives after the second change.
    store = acknowledge(store, 1, 1);
    expect(store.queue).toEqual([{ question_id: 1, answer: { text: '12' }, seq: 2 }]);
    expect(saveStateOf(store, 1)).toBe('pending');
    store = acknowledge(store, 1, 2);
    expect(store.queue).toEqual([]);
    expect(saveStateOf(store, 1)).toBe('saved');
    expect(store.acked[1]).toBe(2);
  });

  it('merges the server answers with the local queue: the higher seq wins', () => {
    let local = recordChange(emptyAnswerStore(), 1, { keys: [1] }, 10); // newer than the server's
    local = recordChange(local, 2, { text: 'old' }, 11); // older than the server's (another device)
    const merged = mergeServerAnswers(local, [
      { question_id: 1, answer: { keys: [2] }, seq: 5 },
      { question_id: 2, answer: { text: 'new' }, seq: 20 },
      { question_id: 3, answer: { text: '42' }, seq: 7 },
    ]);
    expect(merged.answers[1]).toEqual({ answer: { keys: [1] }, seq: 10 });
    expect(merged.answers[2]).toEqual({ answer: { text: 'new' }, seq: 20 });
    expect(merged.answers[3]).toEqual({ answer: { text: '42' }, seq: 7 });
    expect(merged.queue).toEqual([{ question_id: 1, answer: { keys: [1] }, seq: 10 }]);
    expect(merged.lastSeq).toBe(20);
    expect(saveStateOf(merged, 1)).toBe('pending');
    expect(saveStateOf(merged, 3)).toBe('saved');
    expect(saveStateOf(merged, 4)).toBe('empty');
  });

  it('keeps an equal seq the server holds as saved (a save whose answer was lost)', () => {
    const local = recordChange(emptyAnswerStore(), 1, { text: 'x' }, 4);
    const merged = mergeServerAnswers(local, [{ question_id: 1, answer: { text: 'x' }, seq: 4 }]);
    expect(merged.queue).toEqual([]);
    expect(saveStateOf(merged, 1)).toBe('saved');
  });

  it('numbers changes above every seq seen and by the time since the start', () => {
    const store = { ...emptyAnswerStore(), lastSeq: 30 };
    expect(nextSeq(store, 12.7)).toBe(31);
    expect(nextSeq(store, 512.3)).toBe(512);
  });

  it('reads back what it stored and refuses anything else', () => {
    const store = acknowledge(recordChange(recordChange(emptyAnswerStore(), 1, { keys: [1, 2] }, 3), 2, { text: 'x' }, 4), 1, 3);
    expect(parseAnswerStore(JSON.parse(JSON.stringify(store)))).toEqual(store);
    expect(parseAnswerStore({ answers: {}, queue: [{ question_id: 'a' }], acked: {} })).toBeNull();
    expect(parseAnswerStore('nope')).toBeNull();
  });

  it('counts an answer given only when something is picked or typed', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ keys: [] })).toBe(false);
    expect(isAnswered({ text: '  ' })).toBe(false);
    expect(isAnswered({ text: '0' })).toBe(true);
  });
});
