import type { Namespace } from '../../../lib/namespaces.ts';

/** The catalogue every screen a student or company user sees of surveys shows (the words of the form, types and states). */
export const SURVEY_ANSWER_NAMESPACES = ['surveyAnswer'] as const satisfies readonly Namespace[];
