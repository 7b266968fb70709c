/** Room enumerations of spec §3/§4: statuses, check status, message types, teachers' action marks. */

/** Room status: studying 0, submitted 1 (waiting for a judgement), NG 2, OK 3. */
export const ROOM_STATUS = { studying: 0, submitted: 1, ng: 2, ok: 3 } as const;
export type RoomStatus = (typeof ROOM_STATUS)[keyof typeof ROOM_STATUS];
export const ROOM_STATUS_VALUES = Object.values(ROOM_STATUS);

/** Whether teachers have seen the student's latest message: 0 not checked, 1 checked. */
export const ROOM_CHECK_STATUS = { unchecked: 0, checked: 1 } as const;
export type RoomCheckStatus = (typeof ROOM_CHECK_STATUS)[keyof typeof ROOM_CHECK_STATUS];
export const ROOM_CHECK_STATUS_VALUES = Object.values(ROOM_CHECK_STATUS);

/** Message type: question 0 and assignment 1 (the student's), question response 2 and assignment response 3 (a teacher's). */
export const MESSAGE_TYPE = { question: 0, assignment: 1, question_response: 2, assignment_response: 3 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const TEACHER_MESSAGE_TYPES = [MESSAGE_TYPE.question_response, MESSAGE_TYPE.assignment_response] as const;

/** A student's mark on a teacher's response (teacher action type of spec §3): good 0, bad 1. */
export const TEACHER_ACTION_TYPE = { good: 0, bad: 1 } as const;
export type TeacherActionType = (typeof TEACHER_ACTION_TYPE)[keyof typeof TEACHER_ACTION_TYPE];
export const TEACHER_ACTION_TYPE_VALUES = Object.values(TEACHER_ACTION_TYPE);

/** Who the room waits on: derived, never stored apart from the status and the open question. */
export const WAITING_ON = ['teacher', 'student'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

/** How long a claim ("I am reviewing this") holds without being renewed. */
export const ROOM_CLAIM_MINUTES = 30;
/** How long the author may edit a message (the edit is shown). */
export const MESSAGE_EDIT_MINUTES = 10;

/**
 * A waiting room's age against the review target (waiting since + target = its deadline): overdue
 * once the deadline has passed, due today when it falls before the end of today in the display time
 * zone, otherwise within.
 */
export const REVIEW_AGE_BANDS = ['within', 'due_today', 'overdue'] as const;
export type ReviewAgeBand = (typeof REVIEW_AGE_BANDS)[number];
