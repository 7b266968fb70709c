import type { RoomDetail, RoomMessage } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS } from '@manabiya/domain/enums/rooms';

const MINUTE = 60_000;
const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE).toISOString();

/** A message of a thread, `minutesAgo` old. */
export function buildMessage(overrides: Partial<RoomMessage> & { minutesAgo?: number } = {}): RoomMessage {
  const { minutesAgo = 30, ...rest } = overrides;
  return {
    id: 1,
    message_type: MESSAGE_TYPE.question,
    body: '質問です。',
    author: { kind: 'student', id: 7, name: '受講 花子', icon_path: null },
    created_at: iso(minutesAgo),
    edited_at: null,
    verdict: null,
    attachments: [],
    mark: null,
    can_edit: false,
    ...rest,
  };
}

/** A room as the server presents it, studying with no messages unless told. */
export function buildRoom(overrides: Partial<RoomDetail> = {}): RoomDetail {
  return {
    id: 41,
    status: ROOM_STATUS.studying,
    check_status: ROOM_CHECK_STATUS.checked,
    waiting_on: 'student',
    waiting_since: iso(90),
    age_band: null,
    student: { id: 7, name: '受講 花子', company_id: 3, company_name: '株式会社サンプル', course_mode: 0 },
    course: { id: 2, name: 'Web 基礎コース' },
    curriculum: { id: 5, name: 'HTML と CSS' },
    step: { id: 11, title: '自己紹介ページを提出', body: '## 課題\n\n自己紹介ページを作りましょう。', step_type: 0 },
    last_message: null,
    message_count: 0,
    unread_count: 0,
    claim: null,
    updated_at: iso(90),
    messages: [],
    earlier_count: 0,
    abilities: {
      can_question: true,
      can_submit: true,
      can_reply: false,
      can_judge: false,
      can_redo: false,
      can_claim: false,
      can_take_over: false,
      can_mark: true,
      can_mark_read: true,
    },
    submit_blocked_reason: null,
    ...overrides,
  };
}
