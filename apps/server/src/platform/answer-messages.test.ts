import { MessageResponse } from '@manabiya/domain/contracts/auth';
import { ServerMessage } from '@manabiya/domain/contracts/common';
import { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { ROOM_REFUSAL } from '@manabiya/domain/contracts/room-machine';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEndpointDefinitions } from '../test/endpoint-definitions.ts';
import { createAdmin, createStaffMember } from '../test/factories.ts';
import { createRoomTestApp, createRoomWorld, openRoom, postStudentMessage, type RoomWorld } from '../test/room-world.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerTranslatorOf, serverMessagePaths } from './answer-messages.ts';

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ENGLISH = { 'accept-language': 'en' };

describe('messages in successful answers (decision 044)', () => {
  let t: TestApp;
  let w: RoomWorld;
  let admin: string;
  beforeAll(async () => {
    t = await createRoomTestApp();
    w = await createRoomWorld(t);
    admin = (await createAdmin(t)).token;
  });
  afterAll(() => t.close());

  it("says why a submission is not possible now in the reader's language", async () => {
    const room = await openRoom(t, w.student.token, w.assignmentStepId);
    const submitted = await postStudentMessage(t, w.student.token, room.id, MESSAGE_TYPE.assignment, '提出します。');
    expect(submitted.statusCode, submitted.body).toBe(201);
    // Japanese by default, as before.
    expect(submitted.json<RoomDetail>().submit_blocked_reason).toBe(ROOM_REFUSAL.alreadySubmitted);
    const english = await t.call('GET', pathOf(roomEndpoints.studentGet, { id: room.id }), w.student.token, undefined, ENGLISH);
    expect(english.statusCode).toBe(200);
    const reason = english.json<RoomDetail>().submit_blocked_reason;
    expect(reason).toBe('A submitted assignment is waiting for review. You cannot submit again until it is judged (you can still ask questions).');
    // What the student wrote stays as written.
    expect(english.json<RoomDetail>().messages.at(-1)?.body).toBe('提出します。');
  });

  it('confirms an action in English too', async () => {
    const member = await createStaffMember(t);
    const english = await t.call('POST', pathOf(staffEndpoints.endSessions, { id: member.id }), admin, undefined, ENGLISH);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json<{ message: string }>().message).toBe('All sessions of this staff member have been ended.');
    const japanese = await t.call('POST', pathOf(staffEndpoints.endSessions, { id: member.id }), admin);
    expect(japanese.json<{ message: string }>().message).toBe('このスタッフのすべてのセッションを終了しました。');
  });
});

describe('answerTranslatorOf', () => {
  it('finds the ServerMessage fields of a response and translates only them', () => {
    expect(serverMessagePaths(MessageResponse)).toEqual([['message']]);
    expect(serverMessagePaths(RoomDetail)).toEqual([['submit_blocked_reason']]);
    const schema = z.object({ name: z.string(), rows: z.array(z.object({ why: ServerMessage.nullable() })) });
    const translate = answerTranslatorOf(schema)!;
    const body = { name: '招待メールを送信しました。', rows: [{ why: '招待メールを送信しました。' }, { why: null }] };
    expect(translate(body, 'en')).toEqual({ name: '招待メールを送信しました。', rows: [{ why: 'The invitation e-mail has been sent.' }, { why: null }] });
    expect(translate(body, 'ja')).toBe(body);
    expect(answerTranslatorOf(z.object({ name: z.string() }))).toBeUndefined();
  });

  it('every response field that reads as a message for the reader is a ServerMessage', async () => {
    // A field named like a message and declared as a plain string would reach English pages in Japanese.
    const MESSAGE_NAME = /^(message|notice|warning)$|_(reason|message|notice|warning)$/;
    const plain: string[] = [];
    const walk = (schema: z.ZodType, where: string, depth: number): void => {
      if (depth > 8 || schema === ServerMessage) return;
      let inner: z.ZodType = schema;
      while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodReadonly) inner = inner.unwrap() as z.ZodType;
      if (inner === ServerMessage) return;
      if (inner instanceof z.ZodObject) {
        for (const [key, value] of Object.entries(inner.shape)) {
          const field = value as z.ZodType;
          let bare: z.ZodType = field;
          while (bare instanceof z.ZodNullable || bare instanceof z.ZodOptional) bare = bare.unwrap() as z.ZodType;
          if (MESSAGE_NAME.test(key) && bare instanceof z.ZodString && bare !== ServerMessage) plain.push(`${where}.${key}`);
          walk(field, `${where}.${key}`, depth + 1);
        }
      } else if (inner instanceof z.ZodArray) walk(inner.element as z.ZodType, `${where}[]`, depth + 1);
    };
    for (const endpoint of await loadEndpointDefinitions()) walk(endpoint.response, `${endpoint.method} ${endpoint.path}`, 0);
    expect(plain).toEqual([]);
  });

  it('leaves no Japanese in the English of every refusal the room machine can give', () => {
    for (const message of Object.values(ROOM_REFUSAL)) {
      const translate = answerTranslatorOf(RoomDetail)!;
      expect(translate({ submit_blocked_reason: message } as RoomDetail, 'en').submit_blocked_reason).not.toMatch(JAPANESE);
    }
  });
});
