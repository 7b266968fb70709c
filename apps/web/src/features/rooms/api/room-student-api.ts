import type { StudentMessageBody, TeacherActionType } from '@manabiya/domain/contracts/rooms';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messageForm } from './room-form.ts';
import { roomKeys } from './room-keys.ts';

/** The student's rooms, latest activity first, with unread counts. */
export const studentRoomListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: roomKeys.list('student', apiQuery),
    queryFn: () => callApi(roomEndpoints.studentList, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });

/** An own room's thread (reading it changes nothing: the page marks it read with `markStudentRoomRead`). */
export const studentRoomQuery = (id: number) =>
  queryOptions({ queryKey: roomKeys.detail('student', id), queryFn: () => callApi(roomEndpoints.studentGet, { params: { id } }) });

/** The teachers' messages of an own room are read (the thread page sends it while it shows the room). */
export const markStudentRoomRead = (id: number) => callApi(roomEndpoints.studentRead, { params: { id } });

/** The room of an assignment step: the existing one, or a new one (the step page's link). */
export const useOpenStepRoom = () => useInvalidatingMutation((stepId: number) => callApi(roomEndpoints.studentOpen, { body: { step_id: stepId } }), roomKeys.lists);

/** A question (0) or the assignment (1, refused with 409 while a submission waits or after OK), with its files. */
export const useSendStudentMessage = () =>
  useInvalidatingMutation(
    ({ roomId, files, ...body }: StudentMessageBody & { roomId: number; files: readonly File[] }) =>
      callApi(roomEndpoints.studentMessage, { params: { id: roomId }, form: messageForm(body, files) }),
    roomKeys.all,
  );

export const useEditStudentMessage = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: string }) => callApi(roomEndpoints.studentEditMessage, { params: { id }, body: { body } }), roomKeys.all);

/** Marks a teacher's message good (0) or bad (1), or takes the mark back (null). */
export const useMarkMessage = () =>
  useInvalidatingMutation(
    ({ id, mark }: { id: number; mark: TeacherActionType | null }) => callApi(roomEndpoints.studentMark, { params: { id }, body: { action_type: mark } }),
    roomKeys.all,
  );

/** The page of an own thread before a message. */
export const studentEarlierMessages = (id: number, before: number) => callApi(roomEndpoints.studentMessages, { params: { id }, query: { before } });
