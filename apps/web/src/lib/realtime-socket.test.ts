import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';
import { parseRealtimeEvent, realtimeUrl } from './realtime-socket.ts';

describe('realtime socket', () => {
  it('connects to the area on the same origin, wss under https', () => {
    expect(realtimeUrl('student', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/student/ws');
    expect(realtimeUrl('company', { protocol: 'https:', host: 'learn.example.com' })).toBe('wss://learn.example.com/api/company/ws');
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelayMs(10, () => 1)).toBe(24000);
  });

  it('accepts the contract events only', () => {
    expect(parseRealtimeEvent('{"type":"information.created","id":3}')).toEqual({ type: 'information.created', id: 3 });
    expect(parseRealtimeEvent('{"type":"information.changed","id":4}')).toEqual({ type: 'information.changed', id: 4 });
    expect(parseRealtimeEvent('{"type":"room.message","id":4}')).toBeNull();
    expect(parseRealtimeEvent('{"type":"information.created"}')).toBeNull();
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent(new ArrayBuffer(2))).toBeNull();
  });
});
