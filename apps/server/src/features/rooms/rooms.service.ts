import { serviceOf } from '../../platform/service-methods.ts';
import { roomDepsOf, type RoomServiceDeps } from './room-context.ts';
import { discardFiles, messageCountOfStaff, releaseClaimsOfStaff, roomCountOfSteps, storedNamesOfStudentRooms } from './room-deletions.service.ts';
import { getDigest, sendOverdueDigest, setDigest } from './room-digest.service.ts';
import { judge, redo } from './room-judgements.service.ts';
import { editOwnMessage, editStaffMessage, mark, postMessage, reply } from './room-messages.service.ts';
import { claim, list, listForCompany, listOwn, next, takeOver, unclaim } from './room-queue.service.ts';
import { createSnippet, deleteSnippet, listSnippets, updateSnippet } from './room-snippets.service.ts';
import { roomsOfStudent } from './room-standing.service.ts';
import {
  companyFile,
  earlierForCompany,
  earlierForStaff,
  earlierOwn,
  get,
  getForCompany,
  getOwn,
  markReadOwn,
  markSeen,
  open,
  staffFile,
  studentFile,
} from './room-thread.service.ts';

export type RoomService = ReturnType<typeof createRoomService>;

/**
 * Rooms (decision 035): one per student and assignment step, its thread, its status kept by the room
 * machine. Every status change runs in one transaction holding the room's row lock, so two requests
 * never both move it (50 submissions at once give one; two judgements give one and a 409 naming who
 * judged). An OK completes the step and a redo reopens it through the progress service in that same
 * transaction; the student's mail is written to the outbox there too. Every change is then announced
 * live (`room.changed`) to the student, their company's users and staff who read rooms.
 *
 * Each method is a named export of the file of its part, taking the service's dependencies first:
 *   room-queue.service.ts       the lists and the review queue; claims and take-overs
 *   room-thread.service.ts      a room opened, its thread read page by page, its files, read marks
 *   room-messages.service.ts    messages written, replied to, edited, marked
 *   room-judgements.service.ts  OK / NG judgements and redo requests
 *   room-snippets.service.ts, room-digest.service.ts   a staff member's snippets and daily mail
 *   room-deletions.service.ts   what deleting a step, a staff member or a student needs of rooms
 *   room-standing.service.ts    a student's rooms and who each waits on, for the progress pages' reasons
 */
export function createRoomService(serviceDeps: RoomServiceDeps) {
  return serviceOf(roomDepsOf(serviceDeps), {
    // the student
    listOwn,
    open,
    getOwn,
    markReadOwn,
    earlierOwn,
    postMessage,
    editOwnMessage,
    mark,
    studentFile,
    // a company user: their students' rooms, read-only
    listForCompany,
    getForCompany,
    earlierForCompany,
    companyFile,
    // staff
    list,
    next,
    get,
    markSeen,
    earlierForStaff,
    staffFile,
    reply,
    judge,
    redo,
    claim,
    takeOver,
    unclaim,
    editStaffMessage,
    listSnippets,
    createSnippet,
    updateSnippet,
    deleteSnippet,
    getDigest,
    setDigest,
    sendOverdueDigest,
    // other features deleting a step, a staff member or a student
    roomCountOfSteps,
    messageCountOfStaff,
    releaseClaimsOfStaff,
    storedNamesOfStudentRooms,
    discardFiles,
    // learning: why a student is where they are (decision 043)
    roomsOfStudent,
  });
}
