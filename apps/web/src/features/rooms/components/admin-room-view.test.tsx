import type { RoomDetail, RoomNextResponse, RoomSnippet } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderRoutes, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { loadSnackbarView } from '../../../components/snackbar-provider.tsx';
import { buildMessage, buildRoom } from '../test/room-fixtures.ts';
import { AdminRoomView } from './admin-room-view.tsx';

const TEACHER_ABILITIES = {
  can_question: false,
  can_submit: false,
  can_reply: true,
  can_judge: true,
  can_redo: false,
  can_claim: true,
  can_take_over: false,
  can_mark: false,
  can_mark_read: true,
};

/** A submission waiting for its judgement, as a teacher with level "all" sees it. */
const waiting = () =>
  buildRoom({
    status: ROOM_STATUS.submitted,
    waiting_on: 'teacher',
    age_band: 'overdue',
    messages: [buildMessage({ message_type: MESSAGE_TYPE.assignment, body: '提出します。' })],
    abilities: TEACHER_ABILITIES,
  });

/** The staff API of one room: its thread, the snippets given, the next room given, and `judge` deciding the judgement's answer. */
function stubServer(
  room: RoomDetail,
  judge: (body: unknown) => { status: number; body: unknown },
  { snippets = [], next = { room: null, remaining: 0 } }: { snippets?: RoomSnippet[]; next?: RoomNextResponse } = {},
) {
  const calls: string[] = [];
  const judged: unknown[] = [];
  const replied: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      calls.push(`${method} ${path}${path.endsWith('/next') ? new URL(input, 'http://localhost').search : ''}`);
      if (path === '/api/admin/room_snippet') return Promise.resolve(Response.json(snippets));
      if (path === `/api/admin/room/${room.id}/next`) return Promise.resolve(Response.json(next));
      if (path === '/api/admin/room_judge') {
        const body: unknown = JSON.parse(init?.body as string);
        judged.push(body);
        const answer = judge(body);
        return Promise.resolve(Response.json(answer.body, { status: answer.status }));
      }
      if (path === '/api/admin/room_reply') {
        const form = init?.body instanceof FormData ? init.body : null;
        replied.push(JSON.parse(form ? (form.get('data') as string) : (init?.body as string)));
        return Promise.resolve(Response.json(room, { status: 201 }));
      }
      return Promise.resolve(Response.json(room));
    }),
  );
  return { calls, judged, replied };
}

/** The staff member 12 signed in (drafts are kept per portal and account). */
const signInAsTeacher = () => setSignedInUser({ id: 12, account_type: 1 } as SignedInUser);
const DRAFT_KEY = 'draft:admin:12:rooms:41:reply';
const composerBox = () => within(screen.getByTestId('staff-composer')).getByRole<HTMLTextAreaElement>('textbox', { name: 'メッセージ' });

beforeEach(async () => {
  // As the portals do when they open: a message shown for its 2 s is not spent waiting for the snackbar's code.
  await loadSnackbarView();
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff thread', () => {
  it('takes the composer text as the feedback of an OK, confirmed in a dialog', async () => {
    const room = waiting();
    const server = stubServer(room, () => ({ status: 200, body: { ...room, status: ROOM_STATUS.ok, abilities: { ...TEACHER_ABILITIES, can_judge: false } } }));
    renderWithProviders(<AdminRoomView id={41} />);
    expect((await screen.findByTestId('room-age-band')).textContent).toMatch(/^期限切れ · 1時間30分$/);
    fireEvent.change(within(screen.getByTestId('staff-composer')).getByRole('textbox', { name: 'メッセージ' }), { target: { value: 'よくできています。' } });
    fireEvent.click(screen.getByTestId('judge-ok'));
    const dialog = await screen.findByTestId('judge-dialog');
    expect(within(dialog).getByRole('heading', { name: 'OK と判定する' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /フィードバック/ }).value).toBe('よくできています。');
    fireEvent.click(within(dialog).getByTestId('text-confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('judge-dialog')).toBeNull());
    expect(server.judged).toEqual([{ room_id: 41, status: ROOM_STATUS.ok, body: 'よくできています。' }]);
    expect(await screen.findByText('OK と判定しました。')).toBeTruthy();
    expect(within(screen.getByTestId('staff-composer')).getByRole<HTMLTextAreaElement>('textbox', { name: 'メッセージ' }).value).toBe('');
  });

  it('opens an OK with the default feedback when nothing is written, and offers the snippets there, one replacing the untouched default', async () => {
    const snippet: RoomSnippet = { id: 3, title: '合格（丁寧）', body: '**合格です。** 次のステップに進みましょう。', updated_at: new Date().toISOString() };
    stubServer(waiting(), () => ({ status: 200, body: waiting() }), { snippets: [snippet] });
    renderWithProviders(<AdminRoomView id={41} />);
    fireEvent.click(await screen.findByTestId('judge-ok'));
    const dialog = await screen.findByTestId('judge-dialog');
    const feedback = () => within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /フィードバック/ });
    expect(feedback().value).toBe('合格です。お疲れさまでした！');
    fireEvent.click(within(dialog).getByTestId('snippet-menu-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /合格（丁寧）/ }));
    expect(feedback().value).toBe('**合格です。** 次のステップに進みましょう。');
    fireEvent.click(within(dialog).getByTestId('snippet-menu-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /合格（丁寧）/ }));
    expect(feedback().value).toBe('**合格です。** 次のステップに進みましょう。\n\n**合格です。** 次のステップに進みましょう。');
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    // An NG starts empty: it must say what to fix.
    fireEvent.click(screen.getByTestId('judge-ng'));
    expect(within(await screen.findByTestId('judge-dialog')).getByRole<HTMLTextAreaElement>('textbox', { name: /フィードバック/ }).value).toBe('');
    // Two menus and three dialogs: more than the default 5 s on a busy machine.
  }, 20_000);

  it("offers 「次のルームへ」 after a judgement, asked with the queue's filters the room's address carries, and focuses it", async () => {
    const room = waiting();
    const nextRoom = buildRoom({ id: 42, status: ROOM_STATUS.submitted, waiting_on: 'teacher', student: { ...room.student, name: '受講 次郎' }, step: { ...room.step, title: 'フォームを作る' } });
    const server = stubServer(room, () => ({ status: 200, body: { ...room, status: ROOM_STATUS.ng, waiting_on: 'student', abilities: { ...TEACHER_ABILITIES, can_judge: false } } }), {
      next: { room: nextRoom, remaining: 3 },
    });
    renderRoutes([{ path: '/admin/room/:id', element: <AdminRoomView id={41} /> }], '/admin/room/41?company_id=3&waiting_on=all&page=2', 'admin');
    expect(screen.queryByTestId('next-room')).toBeNull();
    fireEvent.click(await screen.findByTestId('judge-ng'));
    const dialog = await screen.findByTestId('judge-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /フィードバック/ }), { target: { value: '見出しを直しましょう。' } });
    fireEvent.click(within(dialog).getByTestId('text-confirm-button'));
    const notice = await screen.findByTestId('next-room');
    await within(notice).findByText('次は 受講 次郎 さんの「フォームを作る」です（レビュー待ち あと 3 件）。');
    const open = within(notice).getByRole('link', { name: '次のルームへ' });
    expect(open.getAttribute('href')).toBe('/admin/room/42?company_id=3&waiting_on=all&page=2');
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(server.calls).toContain('GET /api/admin/room/41/next?sort=waiting_since&order=asc&company_id=3');
  }, 20_000);

  it('says when no other room waits, and leads back to the queue', async () => {
    const room = waiting();
    stubServer(room, () => ({ status: 200, body: { ...room, status: ROOM_STATUS.ok, waiting_on: 'student', abilities: { ...TEACHER_ABILITIES, can_judge: false } } }));
    renderWithProviders(<AdminRoomView id={41} />);
    fireEvent.click(await screen.findByTestId('judge-ok'));
    fireEvent.click(within(await screen.findByTestId('judge-dialog')).getByTestId('text-confirm-button'));
    const notice = await screen.findByTestId('next-room');
    await within(notice).findByText('この絞り込みでレビューを待っているルームは、ほかにありません。');
    expect(within(notice).getByRole('link', { name: 'レビュー待ちの一覧へ' }).getAttribute('href')).toBe('/admin/room');
  });

  it('says who judged first on a 409 and reads the room again', async () => {
    const server = stubServer(waiting(), () => ({ status: 409, body: { message: '講師 二郎 さんがすでに判定しました。', code: 'conflict' } }));
    renderWithProviders(<AdminRoomView id={41} />);
    fireEvent.click(await screen.findByTestId('judge-ng'));
    const dialog = await screen.findByTestId('judge-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /フィードバック/ }), { target: { value: '見直してください。' } });
    const reads = server.calls.filter((call) => call === 'GET /api/admin/room/41').length;
    fireEvent.click(within(dialog).getByTestId('text-confirm-button'));
    expect(await screen.findByText('講師 二郎 さんがすでに判定しました。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('judge-dialog')).toBeNull());
    await waitFor(() => expect(server.calls.filter((call) => call === 'GET /api/admin/room/41').length).toBeGreaterThan(reads));
  });

  it('refuses an empty feedback in the dialog without calling the server', async () => {
    const server = stubServer(waiting(), () => ({ status: 200, body: waiting() }));
    renderWithProviders(<AdminRoomView id={41} />);
    fireEvent.click(await screen.findByTestId('judge-ng'));
    const dialog = await screen.findByTestId('judge-dialog');
    fireEvent.click(within(dialog).getByTestId('text-confirm-button'));
    expect(await within(dialog).findByText('フィードバックを入力してください。')).toBeTruthy();
    expect(server.judged).toEqual([]);
  });

  it('shows the thread and the assignment only to staff who may read rooms', async () => {
    stubServer(buildRoom({ ...waiting(), abilities: { ...TEACHER_ABILITIES, can_reply: false, can_judge: false, can_claim: false } }), () => ({ status: 403, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('room-thread');
    expect(screen.queryByTestId('staff-composer')).toBeNull();
    expect(screen.queryByTestId('room-claim-button')).toBeNull();
    expect(screen.getByText('閲覧のみの権限のため、返信や判定はできません。')).toBeTruthy();
  });
});

describe('the claim', () => {
  it('is offered while the room waits on a teacher', async () => {
    stubServer(waiting(), () => ({ status: 200, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    expect((await screen.findByTestId('room-claim-button')).textContent).toBe('レビュー中にする');
  });

  it('is not offered on a room that waits on no one (OK) or on the student', async () => {
    for (const room of [
      buildRoom({ status: ROOM_STATUS.ok, waiting_on: 'student', abilities: { ...TEACHER_ABILITIES, can_judge: false, can_redo: true } }),
      buildRoom({ status: ROOM_STATUS.ng, waiting_on: 'student', abilities: { ...TEACHER_ABILITIES, can_judge: false } }),
    ]) {
      stubServer(room, () => ({ status: 200, body: {} }));
      renderWithProviders(<AdminRoomView id={41} />);
      await screen.findByTestId('staff-composer');
      expect(screen.queryByTestId('room-claim-button')).toBeNull();
      expect(screen.queryByTestId('room-claim-renew')).toBeNull();
      cleanup();
    }
  });

  it('can still be let go of, not renewed, once the room waits on the student', async () => {
    const claim = { staff_id: 12, staff_name: '講師 一郎', expires_at: new Date(Date.now() + 20 * 60_000).toISOString(), mine: true };
    stubServer(buildRoom({ status: ROOM_STATUS.studying, waiting_on: 'student', claim, abilities: { ...TEACHER_ABILITIES, can_judge: false } }), () => ({ status: 200, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    expect((await screen.findByTestId('room-release')).textContent).toBe('レビューを終える');
    expect(screen.queryByTestId('room-claim-renew')).toBeNull();
    expect(screen.queryByTestId('room-claim-button')).toBeNull();
  });
});

describe('a room someone else holds (issue 21)', () => {
  const theirs = { staff_id: 13, staff_name: '講師 二郎', expires_at: new Date(Date.now() + 20 * 60_000).toISOString(), mine: false };
  const held = () => buildRoom({ ...waiting(), claim: theirs, abilities: { ...TEACHER_ABILITIES, can_reply: false, can_judge: false, can_claim: false, can_take_over: true } });

  it('offers 「引き継ぐ」 in place of the composer, confirmed by naming the holder, and takes over their claim', async () => {
    const room = held();
    const sent: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const path = new URL(input, 'http://localhost').pathname;
        if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(Response.json(room));
        sent.push({ path, body: init?.body ? JSON.parse(init.body as string) : null });
        const claim = { staff_id: 12, staff_name: '講師 一郎', expires_at: new Date(Date.now() + 30 * 60_000).toISOString(), mine: true };
        return Promise.resolve(Response.json({ room_id: 41, claim, taken_from: { id: 13, name: '講師 二郎' } }));
      }),
    );
    renderWithProviders(<AdminRoomView id={41} />);
    const offer = await screen.findByTestId('take-over-offer');
    expect(offer.textContent).toContain('講師 二郎 さんが対応中です');
    expect(screen.queryByTestId('staff-composer')).toBeNull();
    expect(screen.queryByTestId('judge-ok')).toBeNull();
    expect(screen.queryByTestId('room-claim-button')).toBeNull();
    fireEvent.click(within(offer).getByTestId('take-over-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '講師 二郎 さんから引き継ぎますか？' })).toBeTruthy();
    expect(dialog.textContent).toContain('講師 二郎 さんの画面にも表示されます');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(await screen.findByText(/講師 二郎 さんから引き継ぎました/)).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/admin/room/41/claim/take_over', body: { holder_id: 13 } }]);
  });

  it('closes the confirmation and reloads the room when someone else took it meanwhile', async () => {
    const server = stubServer(held(), () => ({ status: 200, body: {} }));
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      (init?.method ?? 'GET') === 'POST'
        ? Promise.resolve(Response.json({ message: 'このルームの対応者が変わりました（いまは 講師 三郎 さんが対応中です、10:30 まで）。', code: 'conflict' }, { status: 409 }))
        : answer(input, init),
    );
    renderWithProviders(<AdminRoomView id={41} />);
    fireEvent.click(await screen.findByTestId('take-over-open'));
    const reads = server.calls.filter((call) => call === 'GET /api/admin/room/41').length;
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-button'));
    expect(await screen.findByText(/いまは 講師 三郎 さんが対応中です/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.calls.filter((call) => call === 'GET /api/admin/room/41').length).toBeGreaterThan(reads));
  });
});

describe('seeing the student\'s message (issue 21)', () => {
  it('is marked by the page while it shows an unseen room, not by reading it', async () => {
    const server = stubServer({ ...waiting(), check_status: 0 }, () => ({ status: 200, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    await waitFor(() => expect(server.calls).toContain('POST /api/admin/room/41/read'));
    expect(server.calls.filter((call) => call === 'POST /api/admin/room/41/read')).toHaveLength(1);
  });

  it('sends nothing for a room already seen', async () => {
    const server = stubServer({ ...waiting(), check_status: 1 }, () => ({ status: 200, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('staff-composer');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});

describe('the reply being written', () => {
  it('is kept per account and room when the page is left, shown again with its kind, and forgotten once sent', async () => {
    signInAsTeacher();
    const room = waiting();
    const server = stubServer(room, () => ({ status: 200, body: room }));
    const first = renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('staff-composer');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '質問への回答' }));
    fireEvent.change(composerBox(), { target: { value: '見出しの順番を確認しましょう。' } });
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual({ text: '見出しの順番を確認しましょう。', messageType: MESSAGE_TYPE.question_response });
    first.unmount();

    renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('staff-composer');
    expect(composerBox().value).toBe('見出しの順番を確認しましょう。');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '質問への回答' }).checked).toBe(true);
    expect(screen.getByTestId('draft-restored').textContent).toContain('前回の下書きを復元しました。');
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(await screen.findByText('返信しました。')).toBeTruthy();
    expect(server.replied).toEqual([{ room_id: 41, message_type: MESSAGE_TYPE.question_response, body: '見出しの順番を確認しましょう。' }]);
    expect(composerBox().value).toBe('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('does not bring back a kind chosen with nothing written', async () => {
    signInAsTeacher();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: '  ', messageType: MESSAGE_TYPE.question_response }));
    stubServer(waiting(), () => ({ status: 200, body: {} }));
    renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('staff-composer');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    // A submission waits: the comment on the assignment is the kind offered.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '課題へのコメント（判定しない）' }).checked).toBe(true);
  });

  it('is thrown away on request, and is forgotten when it became the feedback of a judgement', async () => {
    signInAsTeacher();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: '古い下書き', messageType: null }));
    const room = waiting();
    stubServer(room, () => ({ status: 200, body: { ...room, status: ROOM_STATUS.ok, abilities: { ...TEACHER_ABILITIES, can_judge: false } } }));
    renderWithProviders(<AdminRoomView id={41} />);
    await screen.findByTestId('draft-restored');
    fireEvent.click(screen.getByTestId('draft-discard'));
    expect(composerBox().value).toBe('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByTestId('draft-restored')).toBeNull();

    fireEvent.change(composerBox(), { target: { value: 'よくできています。' } });
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByTestId('judge-ok'));
    fireEvent.click(within(await screen.findByTestId('judge-dialog')).getByTestId('text-confirm-button'));
    expect(await screen.findByText('OK と判定しました。')).toBeTruthy();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
