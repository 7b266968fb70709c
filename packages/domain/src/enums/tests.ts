/** Test enumerations: spec §3 gives the kinds and the grades; the rest is decision 048. */

/** Test kind of spec §3: curriculum 1 (belongs to a curriculum), comprehensive 2 (to a course), CAB 3 (an aptitude test). */
export const TEST_KIND = { curriculum: 1, comprehensive: 2, cab: 3 } as const;
export type TestKind = (typeof TEST_KIND)[keyof typeof TEST_KIND];
export const TEST_KIND_VALUES = Object.values(TEST_KIND);

/** How a question is answered: one option, several options, a short text, a number. */
export const QUESTION_KIND = { single: 0, multiple: 1, text: 2, numeric: 3 } as const;
export type QuestionKind = (typeof QUESTION_KIND)[keyof typeof QUESTION_KIND];
export const QUESTION_KIND_VALUES = Object.values(QUESTION_KIND);

/** What a student sees of a submitted attempt: the score only, the score with each question's correct answer and explanation, or nothing until the test closes (then the score and answers). */
export const REVIEW_MODE = { score: 0, answers: 1, after_close: 2 } as const;
export type ReviewMode = (typeof REVIEW_MODE)[keyof typeof REVIEW_MODE];
export const REVIEW_MODE_VALUES = Object.values(REVIEW_MODE);

/** Who ended an attempt: the student's submit, or the server at the deadline. */
export const FINISHED_BY = { student: 0, deadline: 1 } as const;
export type FinishedBy = (typeof FINISHED_BY)[keyof typeof FINISHED_BY];

/** Grade bands of a test: the lowest percentage that earns S, A, B and C; anything below C is D. */
export const DEFAULT_GRADE_BANDS = { S: 90, A: 80, B: 70, C: 60 } as const;
