/** Learning content enumerations of spec §3/§4/§9. */

/** Step (task) type: 0 submit an assignment (completed when its room is judged OK), 1 self-study (the student completes it). */
export const STEP_TYPE = { assignment: 0, self_study: 1 } as const;
export type StepType = (typeof STEP_TYPE)[keyof typeof STEP_TYPE];
export const STEP_TYPE_VALUES = Object.values(STEP_TYPE);

/** How a step was completed: by the student (self-study), by an OK judgement in its room, or by staff. */
export const COMPLETION_SOURCE = { self: 0, room: 1, staff: 2 } as const;
export type CompletionSource = (typeof COMPLETION_SOURCE)[keyof typeof COMPLETION_SOURCE];

/** Upload kinds of spec §3: zip 0, image 1, video 2 (steps add PDF attachments). */
export const UPLOAD_KIND = { zip: 0, image: 1, video: 2 } as const;

/**
 * The progress filter of spec §9, "behind the plan by at least": the value is in months as the spec
 * gives it; DELAY_DAYS_OF_FILTER says how many days each means (decision 033).
 */
export const PROGRESS_FILTERS = [0, 0.2, 0.5, 1, 3, 6, 12] as const;
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number];
export const DELAY_DAYS_OF_FILTER: Record<ProgressFilter, number> = { 0: 0, 0.2: 7, 0.5: 14, 1: 30, 3: 91, 6: 182, 12: 365 };

/** Understanding in a self-check: 1 (not at all) … 5 (can explain it to others). */
export const UNDERSTANDING_MIN = 1;
export const UNDERSTANDING_MAX = 5;

/** The study clock: heartbeats every HEARTBEAT_SECONDS while the page is visible and used; a gap longer than STUDY_GAP_SECONDS ends a session; IDLE_SECONDS without input stops the page's clock. */
export const HEARTBEAT_SECONDS = 30;
export const STUDY_GAP_SECONDS = 90;
export const IDLE_SECONDS = 300;
