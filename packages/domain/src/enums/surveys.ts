/** Survey enumerations: spec §3 gives the initial (0) and satisfaction (1) types; the rest is decision 049. */

/**
 * Survey type of spec §3 — initial survey 0 (start step 2), satisfaction survey 1 (answered after an
 * event) — and, added by decision 049, final survey 2 (start step 4, once the course is completed).
 */
export const SURVEY_TYPE = { initial: 0, satisfaction: 1, final: 2 } as const;
export type SurveyType = (typeof SURVEY_TYPE)[keyof typeof SURVEY_TYPE];
export const SURVEY_TYPE_VALUES = Object.values(SURVEY_TYPE);

/** How a survey question is answered: one option, any options, a scale of 1 to 5, free text. */
export const SURVEY_QUESTION_KIND = { single: 0, multiple: 1, scale: 2, text: 3 } as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KIND)[keyof typeof SURVEY_QUESTION_KIND];
export const SURVEY_QUESTION_KIND_VALUES = Object.values(SURVEY_QUESTION_KIND);

/** The scale question's ends (1 = 全くそう思わない … 5 = とてもそう思う). */
export const SURVEY_SCALE = { min: 1, max: 5 } as const;

/** A company sees a survey's figures only when at least this many of its students answered (no one is singled out). */
export const MIN_COMPANY_RESPONDENTS = 5;

/** Reminder mails: at most this many per student and survey, and not again within this many hours. */
export const SURVEY_REMINDER_CAP = { perStudent: 3, hoursApart: 24 } as const;
