import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildMessage, buildRoom } from '../test/room-fixtures.ts';
import { StudentRoomView } from './student-room-view.tsx';

interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
  data: unknown;
  files: string[];
}

/** The student's room API: answers the room, records what is sent, and answers a message with the room it made. */
function stubServer(initial: RoomDetail, answer: (sent: Sent, room: RoomDetail) => { status: number; body: unknown } = (_sent, room) => ({ status: 201, body: room })) {
  let room = initial;
  const sent: Sent[] = [];
  let release: (() => void) | undefined;
  const gate = { hold: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      if (method === 'GET') return Response.json(room);
      const form = init?.body instanceof FormData ? init.body : null;
      const record: Sent = {
        method,
        path,
        idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
        data: JSON.parse(form ? (form.get('data') as string) : (init?.body as string)) as unknown,
        files: form ? form.getAll('files').map((file) => (file as File).name) : [],
      };
      sent.push(record);
      if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
      const { status, body } = answer(record, room);
      // A message answers the room it changed; a mark answers the mark only.
      if (status < 300 && typeof body === 'object' && body !== null && 'messages' in body) room = body as RoomDetail;
      return Response.json(body, { status });
    }),
  );
  return { sent, gate, release: () => release?.(), setRoom: (next: RoomDetail) => (room = next) };
}

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stepHref = (id: number) => `/student/step/${id}`;

describe('student room', () => {
  it('sends the question template as one Markdown message with a heading per section and the code fenced', async () => {
    const server = stubServer(buildRoom());
    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-question'));
    const dialog = await screen.findByTestId('question-dialog');
    // The title and the problem are required: nothing is sent without them.
    fireEvent.click(within(dialog).getByTestId('question-send'));
    expect(within(dialog).getAllByText('入力してください。')).toHaveLength(2);
    expect(server.sent).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('question-title'), { target: { value: 'ボタンが反応しない' } });
    fireEvent.change(within(dialog).getByTestId('question-problem'), { target: { value: 'Uncaught TypeError: form is null' } });
    fireEvent.change(within(dialog).getByTestId('question-source'), { target: { value: 'const form = document.querySelector("#form");\nform.addEventListener("submit", send);\n' } });
    fireEvent.click(within(dialog).getByTestId('question-preview-tab'));
    expect(within(await within(dialog).findByTestId('question-preview')).getByRole('heading', { name: '質問のタイトル' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('question-send'));
    await waitFor(() => expect(screen.queryByTestId('question-dialog')).toBeNull());
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/student/room/41/message',
      data: {
        message_type: MESSAGE_TYPE.question,
        body: [
          '### 質問のタイトル',
          '',
          'ボタンが反応しない',
          '',
          '### 実際に起きていること（エラーメッセージ）',
          '',
          'Uncaught TypeError: form is null',
          '',
          '### ソースコード',
          '',
          '```',
          'const form = document.querySelector("#form");',
          'form.addEventListener("submit", send);',
          '```',
        ].join('\n'),
      },
    });
    expect(server.sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('質問を送りました。')).toBeTruthy();
  });

  it('submits once however fast the button is pressed twice, with the files', async () => {
    const server = stubServer(buildRoom(), (sent, room) => ({
      status: 201,
      body: { ...room, status: ROOM_STATUS.submitted, abilities: { ...room.abilities, can_submit: false }, submit_blocked_reason: '提出済みの課題がレビューを待っています。' },
    }));
    server.gate.hold = true;
    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-submit'));
    const dialog = await screen.findByTestId('submit-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /提出内容/ }), { target: { value: '完成しました。\n\nhttps://example.com/me' } });
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'site.zip', { type: 'application/zip' });
    fireEvent.change(within(dialog).getByTestId('room-file-input'), { target: { files: [zip] } });
    expect(within(dialog).getByTestId('room-file-chip').textContent).toContain('site.zip');
    const send = within(dialog).getByTestId('submit-send');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.release();
    await waitFor(() => expect(screen.queryByTestId('submit-dialog')).toBeNull());
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ data: { message_type: MESSAGE_TYPE.assignment }, files: ['site.zip'] });
    // The submission waits: the button says why it is off.
    expect((await screen.findByTestId('submit-blocked')).textContent).toBe('提出済みの課題がレビューを待っています。');
    expect(screen.getByTestId<HTMLButtonElement>('open-submit').disabled).toBe(true);
  });

  it('shows a 409 as the server says it and reads the room again', async () => {
    const server = stubServer(buildRoom(), () => ({ status: 409, body: { message: '提出済みの課題がレビューを待っています。判定が出るまで次の提出はできません（質問は送れます）。', code: 'conflict' } }));
    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-submit'));
    const dialog = await screen.findByTestId('submit-dialog');
    server.setRoom(buildRoom({ status: ROOM_STATUS.submitted, abilities: { ...buildRoom().abilities, can_submit: false }, submit_blocked_reason: '提出済みの課題がレビューを待っています。' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /提出内容/ }), { target: { value: 'もう一度' } });
    fireEvent.click(within(dialog).getByTestId('submit-send'));
    expect(await screen.findByText('提出済みの課題がレビューを待っています。判定が出るまで次の提出はできません（質問は送れます）。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('submit-dialog')).toBeNull());
    await screen.findByTestId('submit-blocked');
  });

  it('puts the teachers on the left with good / bad marks, the own message on the right with its edit', async () => {
    const teacher = buildMessage({ id: 2, message_type: MESSAGE_TYPE.question_response, body: '`querySelector` の前に DOM を待ちましょう。', author: { kind: 'staff', id: 9, name: '講師 一郎', icon_path: null }, minutesAgo: 20 });
    const own = buildMessage({ id: 3, body: 'できました！', minutesAgo: 2, can_edit: true, edited_at: new Date().toISOString() });
    const server = stubServer(buildRoom({ messages: [buildMessage(), teacher, own] }), () => ({ status: 200, body: { message_id: 2, mark: 0 } }));
    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    const messages = await screen.findAllByTestId('room-message');
    expect(messages.map((message) => message.getAttribute('data-own'))).toEqual(['true', 'false', 'true']);
    expect(within(messages[2]!).getByTestId('message-edited').textContent).toBe('（編集済み）');
    expect(within(messages[2]!).getByTestId('message-edit')).toBeTruthy();
    expect(within(messages[0]!).queryByTestId('message-edit')).toBeNull();
    expect(within(messages[0]!).queryByTestId('message-marks')).toBeNull();
    fireEvent.click(within(messages[1]!).getByRole('button', { name: '役に立った' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', path: '/api/student/room_message/2/mark', data: { action_type: 0 } });
  });
});

describe('what the student is writing', () => {
  const QUESTION_KEY = 'draft:student:7:rooms:41:question';
  const SUBMISSION_KEY = 'draft:student:7:rooms:41:submission';
  beforeEach(() => setSignedInUser({ id: 7, account_type: 3 } as SignedInUser));

  it('keeps the question template when the page is left, shows it again, and forgets it once sent', async () => {
    const server = stubServer(buildRoom());
    const first = renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-question'));
    let dialog = await screen.findByTestId('question-dialog');
    expect(within(dialog).queryByTestId('draft-restored')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('question-title'), { target: { value: 'ボタンが反応しない' } });
    fireEvent.change(within(dialog).getByTestId('question-tried'), { target: { value: 'キャッシュを消しました' } });
    expect(JSON.parse(localStorage.getItem(QUESTION_KEY)!)).toMatchObject({ template: { title: 'ボタンが反応しない', tried: 'キャッシュを消しました', problem: '' }, language: 'plain' });
    first.unmount();

    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-question'));
    dialog = await screen.findByTestId('question-dialog');
    expect(within(dialog).getByTestId('draft-restored')).toBeTruthy();
    expect(within(dialog).getByTestId<HTMLInputElement>('question-title').value).toBe('ボタンが反応しない');
    expect(within(dialog).getByTestId<HTMLTextAreaElement>('question-tried').value).toBe('キャッシュを消しました');
    fireEvent.change(within(dialog).getByTestId('question-problem'), { target: { value: '何も起きません' } });
    fireEvent.click(within(dialog).getByTestId('question-send'));
    await waitFor(() => expect(screen.queryByTestId('question-dialog')).toBeNull());
    expect(server.sent).toHaveLength(1);
    expect(localStorage.getItem(QUESTION_KEY)).toBeNull();
  });

  it('keeps the submission text apart from the question, and throws it away on request', async () => {
    localStorage.setItem(SUBMISSION_KEY, JSON.stringify({ text: '完成しました。' }));
    // A stored question of an older shape is read as far as it goes.
    localStorage.setItem(QUESTION_KEY, JSON.stringify({ template: { title: '古い質問', unknown: 1 }, language: 'cobol' }));
    stubServer(buildRoom());
    renderWithProviders(<StudentRoomView id={41} stepHref={stepHref} />);
    fireEvent.click(await screen.findByTestId('open-submit'));
    const dialog = await screen.findByTestId('submit-dialog');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /提出内容/ }).value).toBe('完成しました。');
    fireEvent.click(within(dialog).getByTestId('draft-discard'));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /提出内容/ }).value).toBe('');
    expect(within(dialog).queryByTestId('draft-restored')).toBeNull();
    expect(localStorage.getItem(SUBMISSION_KEY)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(screen.getByTestId('open-question'));
    const question = await screen.findByTestId('question-dialog');
    expect(within(question).getByTestId<HTMLInputElement>('question-title').value).toBe('古い質問');
    expect(within(question).getByTestId<HTMLTextAreaElement>('question-source').value).toBe('');
  });
});
