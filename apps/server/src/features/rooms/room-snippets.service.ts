import { ROOM_SNIPPETS_PER_STAFF, type RoomSnippet, type RoomSnippetBody } from '@manabiya/domain/contracts/rooms';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { RoomDeps } from './room-context.ts';
import * as staffRepo from './room-staff.repository.ts';

/* The rooms service's snippets: a staff member's own saved feedback, at most ROOM_SNIPPETS_PER_STAFF. */

const SNIPPET_NOT_FOUND = 'お探しの定型文は見つかりませんでした。';
const TOO_MANY_SNIPPETS = `定型文は${ROOM_SNIPPETS_PER_STAFF}件まで保存できます。使わないものを削除してから追加してください。`;

export async function listSnippets(deps: RoomDeps, caller: StaffCaller): Promise<RoomSnippet[]> {
  return (await staffRepo.snippetsOf(deps.db, caller.id)).map((row) => withIsoDates(row));
}

export async function createSnippet(deps: RoomDeps, caller: StaffCaller, body: RoomSnippetBody): Promise<RoomSnippet> {
  const id = await deps.db.transaction(async (tx) => {
    if ((await staffRepo.lockSnippetCount(tx, caller.id)) >= ROOM_SNIPPETS_PER_STAFF) throw conflict(TOO_MANY_SNIPPETS);
    return staffRepo.insertSnippet(tx, caller.id, body);
  });
  return withIsoDates((await staffRepo.findSnippet(deps.db, caller.id, id))!);
}

export async function updateSnippet(deps: RoomDeps, caller: StaffCaller, id: number, body: RoomSnippetBody): Promise<RoomSnippet> {
  if (!(await staffRepo.updateSnippet(deps.db, caller.id, id, body))) throw notFound(SNIPPET_NOT_FOUND);
  return withIsoDates((await staffRepo.findSnippet(deps.db, caller.id, id))!);
}

export async function deleteSnippet(deps: RoomDeps, caller: StaffCaller, id: number): Promise<void> {
  if (!(await staffRepo.deleteSnippet(deps.db, caller.id, id))) throw notFound(SNIPPET_NOT_FOUND);
}
