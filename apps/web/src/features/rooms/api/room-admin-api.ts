import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { RoomJudgeBody, RoomListItem, RoomRedoBody, RoomReplyBody, RoomSnippetBody } from '@manabiya/domain/contracts/rooms';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messageForm } from './room-form.ts';
import { roomKeys } from './room-keys.ts';

/** The staff's own settings of the review work: not room data, so a message does not refresh them. */
export const roomStaffKeys = {
  snippets: ['room-snippets'] as const,
  digest: ['room-digest'] as const,
};

/** A row of the queue, named by its student as the admin list kit names rows. */
export type QueueRow = RoomListItem & { name: string };

/** The review queue (or every room, `waiting_on=all`) for the list's URL state. */
export const roomQueueQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: roomKeys.list('admin', apiQuery),
    queryFn: async (): Promise<ListResponse<QueueRow>> => {
      const page = await callApi(roomEndpoints.adminList, { query: apiQuery });
      return { ...page, items: page.items.map((room) => ({ ...room, name: room.student.name })) };
    },
    placeholderData: keepPreviousData,
  });

/** A room's thread as staff see it (reading it changes nothing: the page marks it seen with `markAdminRoomSeen`). */
export const adminRoomQuery = (id: number) =>
  queryOptions({ queryKey: roomKeys.detail('admin', id), queryFn: () => callApi(roomEndpoints.adminGet, { params: { id } }) });

/** 「次のルームへ」: the next room waiting on a teacher after this one, for the queue's filters and order (`nextQueryOf`). */
export const adminNextRoomQuery = (id: number, query: string) =>
  queryOptions({ queryKey: roomKeys.next(id, query), queryFn: () => callApi(roomEndpoints.adminNext, { params: { id }, query }) });

/** The student's latest message is seen by a teacher who may answer it (the thread page sends it while it shows the room). */
export const markAdminRoomSeen = (id: number) => callApi(roomEndpoints.adminRead, { params: { id } });

/** The review-time figures of a period (`yyyy-MM-dd`, both days included). */
export const roomFiguresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: roomKeys.figures(from, to),
    queryFn: () => callApi(roomEndpoints.adminFigures, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

export const roomSnippetsQuery = () => queryOptions({ queryKey: roomStaffKeys.snippets, queryFn: () => callApi(roomEndpoints.snippetList) });

export const roomDigestQuery = () => queryOptions({ queryKey: roomStaffKeys.digest, queryFn: () => callApi(roomEndpoints.digestGet) });

/** A teacher's answer (question response 2, or a comment 3 that judges nothing), with its files. */
export const useReplyRoom = () =>
  useInvalidatingMutation(
    ({ files, ...body }: RoomReplyBody & { files: readonly File[] }) => callApi(roomEndpoints.adminReply, { form: messageForm(body, files) }),
    roomKeys.all,
  );

/** Judges the waiting submission OK or NG with the feedback (409 when someone judged first). */
export const useJudgeRoom = () => useInvalidatingMutation((body: RoomJudgeBody) => callApi(roomEndpoints.adminJudge, { body }), roomKeys.all);

/** Asks the student to redo a passed assignment; the step reopens. */
export const useRedoRoom = () => useInvalidatingMutation((body: RoomRedoBody) => callApi(roomEndpoints.adminRedo, { body }), roomKeys.all);

/** "レビュー中にする": holds the room for 30 minutes (409 naming whoever holds it). */
export const useClaimRoom = () => useInvalidatingMutation((id: number) => callApi(roomEndpoints.adminClaim, { params: { id } }), roomKeys.all);

/** Takes over someone else's claim, naming them as the confirmation did (409 when someone else holds it by now). */
export const useTakeOverRoom = () =>
  useInvalidatingMutation(({ id, holderId }: { id: number; holderId: number }) => callApi(roomEndpoints.adminTakeOver, { params: { id }, body: { holder_id: holderId } }), roomKeys.all);

/** Releases one's own claim. */
export const useReleaseRoom = () => useInvalidatingMutation((id: number) => callApi(roomEndpoints.adminUnclaim, { params: { id } }), roomKeys.all);

/** Rewrites one's own message within the edit window. */
export const useEditStaffMessage = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: string }) => callApi(roomEndpoints.adminEditMessage, { params: { id }, body: { body } }), roomKeys.all);

/** Saves a new snippet (`id` null) or rewrites one. */
export const useSaveSnippet = () =>
  useInvalidatingMutation(
    ({ id, body }: SaveVariables<RoomSnippetBody>) =>
      id === null ? callApi(roomEndpoints.snippetCreate, { body }) : callApi(roomEndpoints.snippetUpdate, { params: { id }, body }),
    roomStaffKeys.snippets,
  );

export const useDeleteSnippet = () => useInvalidatingMutation((id: number) => callApi(roomEndpoints.snippetDelete, { params: { id } }), roomStaffKeys.snippets);

/** Opts in or out of the morning mail of overdue rooms. */
export const useSetDigest = () => useInvalidatingMutation((enabled: boolean) => callApi(roomEndpoints.digestSet, { body: { enabled } }), roomStaffKeys.digest);

/** The page of a thread before a message (the thread shows its latest messages first). */
export const adminEarlierMessages = (id: number, before: number) => callApi(roomEndpoints.adminMessages, { params: { id }, query: { before } });
