import {
  surveyAbilities,
  type CompanySurveyItem,
  type NonResponderItem,
  type StudentSurvey,
  type SurveyCompanyRate,
  type SurveyItem,
  type SurveyQuestionItem,
  type SurveyQuestionResult,
  type SurveyState,
} from '@manabiya/domain/contracts/surveys';
import { PUBLISH_STATUS, type PublishStatus } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_REMINDER_CAP, SURVEY_SCALE, SURVEY_TYPE, type SurveyType } from '@manabiya/domain/enums/surveys';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { CsvColumn } from '../../platform/csv.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { CsvResponseRow, NonResponderRow, TextAnswerRow } from './survey-responses.repository.ts';
import type { QuestionRow, SurveyRow } from './surveys.repository.ts';

/** Whether a survey takes answers at `now`: not published (draft), before its opening, open, or past its closing. */
export function surveyStateOf(survey: { publish_status: PublishStatus; opens_at: Date | null; closes_at: Date | null }, now: Date): SurveyState {
  if (survey.publish_status !== PUBLISH_STATUS.public) return 'draft';
  if (survey.opens_at && now < survey.opens_at) return 'scheduled';
  if (survey.closes_at && now >= survey.closes_at) return 'closed';
  return 'open';
}

/** A response rate in percent with one decimal; null with no one to ask. */
export const responseRateOf = (responses: number, targets: number): number | null => (targets === 0 ? null : Math.round((responses * 1000) / targets) / 10);

/** A survey row as the admin API shows it to a caller holding `permissions`. */
export function presentSurvey(row: SurveyRow, permissions: SectionPermissions | null | undefined, now: Date): SurveyItem {
  return { ...withIsoDates(row), state: surveyStateOf(row, now), abilities: surveyAbilities(permissions, row) };
}

export const presentQuestion = ({ survey_id: _survey, ...question }: QuestionRow): SurveyQuestionItem => question;

export function presentStudentSurvey(row: SurveyRow, questions: QuestionRow[], answered: boolean): StudentSurvey {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    anonymous: row.anonymous,
    closes_at: row.closes_at?.toISOString() ?? null,
    questions: questions.map(presentQuestion),
    answered,
  };
}

export function presentCompanyRate(figures: { company_id: number; company_name: string; target_count: number; response_count: number }): SurveyCompanyRate {
  return { ...figures, response_rate: responseRateOf(figures.response_count, figures.target_count) };
}

/** Companies by response rate, lowest first (no target last), then by name. */
export const byRateLowestFirst = (a: SurveyCompanyRate, b: SurveyCompanyRate) =>
  (a.response_rate ?? Number.POSITIVE_INFINITY) - (b.response_rate ?? Number.POSITIVE_INFINITY) || a.company_name.localeCompare(b.company_name, 'ja');

export function presentNonResponder(row: NonResponderRow, now: Date): NonResponderItem {
  return { ...withIsoDates(row), can_remind: mayRemind(row, now) };
}

/** The cap of decision 049: fewer than 3 reminders to this student for this survey, the last at least 24 hours ago. */
export function mayRemind(row: { reminder_count: number; last_reminded_at: Date | null }, now: Date): boolean {
  if (row.reminder_count >= SURVEY_REMINDER_CAP.perStudent) return false;
  return row.last_reminded_at === null || now.getTime() - row.last_reminded_at.getTime() >= SURVEY_REMINDER_CAP.hoursApart * 3_600_000;
}

export function presentCompanySurvey(row: { id: number; type: SurveyType; title: string; anonymous: boolean; opens_at: Date | null; closes_at: Date | null; publish_status: PublishStatus; target_count: number; response_count: number }, now: Date, minRespondents: number): CompanySurveyItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    anonymous: row.anonymous,
    opens_at: row.opens_at?.toISOString() ?? null,
    closes_at: row.closes_at?.toISOString() ?? null,
    state: surveyStateOf(row, now),
    target_count: row.target_count,
    response_count: row.response_count,
    response_rate: responseRateOf(row.response_count, row.target_count),
    results_visible: row.response_count >= minRespondents,
  };
}

// ───────────── Figures per question ─────────────

export interface QuestionFigures {
  answered: Map<number, number>;
  /** Question id → option key or scale point → count. */
  counts: Map<number, Map<number, number>>;
  texts: Map<number, TextAnswerRow[]>;
}

/** One question's figures: counts per option or scale point (every one, zero included), the scale's mean, the texts. */
export function presentQuestionResult(question: QuestionRow, figures: QuestionFigures): SurveyQuestionResult {
  const counted = figures.counts.get(question.id) ?? new Map<number, number>();
  const answered = figures.answered.get(question.id) ?? 0;
  let counts: SurveyQuestionResult['counts'] = [];
  let average: number | null = null;
  if (question.kind === SURVEY_QUESTION_KIND.single || question.kind === SURVEY_QUESTION_KIND.multiple) {
    counts = question.options.map((option) => ({ key: option.key, label: option.text, count: counted.get(option.key) ?? 0 }));
  } else if (question.kind === SURVEY_QUESTION_KIND.scale) {
    // A point's label is its number: the page words the scale's ends in the reader's language.
    for (let point = SURVEY_SCALE.min; point <= SURVEY_SCALE.max; point++) counts.push({ key: point, label: String(point), count: counted.get(point) ?? 0 });
    const given = counts.reduce((sum, entry) => sum + entry.count, 0);
    average = given === 0 ? null : Math.round((counts.reduce((sum, entry) => sum + entry.key * entry.count, 0) / given) * 100) / 100;
  }
  const texts = (figures.texts.get(question.id) ?? []).map(({ text, student_name, company_name }) => ({ text, student_name, company_name }));
  return { ...presentQuestion(question), answered, counts, average, texts };
}

// ───────────── The CSV zip ─────────────

/** Characters Windows refuses in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
const TITLE_MAX_IN_FILE_NAME = 80;

/** `{id}_{title}.csv`, the title made safe for Windows: no reserved or control characters, no trailing dot or space, 80 characters at most. */
export function surveyCsvFilename(survey: { id: number; title: string }): string {
  const title = [...survey.title.replace(UNSAFE_IN_FILE_NAME, '_').trim()].slice(0, TITLE_MAX_IN_FILE_NAME).join('').replace(/[. ]+$/, '');
  return `${survey.id}_${title || 'survey'}.csv`;
}

export const surveyZipFilename = (today: string) => `アンケート回答_${today.replaceAll('-', '')}.zip`;

type Answer = CsvResponseRow['answers'][string] | undefined;

/**
 * The CSV's columns for a survey: 回答日, then (a named survey only) 受講生ID, 氏名, 会社, then per
 * question: the chosen option's text (single), one column per option with 1 when chosen (multiple),
 * the point (scale), the text (text).
 */
export function surveyCsvColumns(survey: { anonymous: boolean }, questions: readonly QuestionRow[]): Array<CsvColumn<CsvResponseRow>> {
  const columns: Array<CsvColumn<CsvResponseRow>> = [{ header: '回答日', value: (row) => row.answered_on }];
  if (!survey.anonymous) {
    columns.push({ header: '受講生ID', value: (row) => row.student_id }, { header: '氏名', value: (row) => row.student_name }, { header: '会社', value: (row) => row.company_name });
  }
  for (const [index, question] of questions.entries()) {
    const numbered = `設問${index + 1}`;
    const answerOf = (row: CsvResponseRow): Answer => row.answers[String(question.id)];
    switch (question.kind) {
      case SURVEY_QUESTION_KIND.single:
        columns.push({ header: `${numbered}: ${question.body}`, value: (row) => question.options.find((option) => answerOf(row)?.option_keys?.includes(option.key))?.text });
        break;
      case SURVEY_QUESTION_KIND.multiple:
        for (const option of question.options) {
          columns.push({ header: `${numbered}: ${option.text}`, value: (row) => (answerOf(row)?.option_keys?.includes(option.key) ? 1 : null) });
        }
        break;
      case SURVEY_QUESTION_KIND.scale:
        columns.push({ header: `${numbered}: ${question.body}`, value: (row) => answerOf(row)?.scale });
        break;
      case SURVEY_QUESTION_KIND.text:
        columns.push({ header: `${numbered}: ${question.body}`, value: (row) => answerOf(row)?.text });
        break;
    }
  }
  return columns;
}

// ───────────── The reminder mail ─────────────

/** Where a student answers a survey of this type: the start flow for the initial and final surveys, the survey's page for the others. */
export function answerPathOf(survey: { id: number; type: SurveyType }): string {
  return survey.type === SURVEY_TYPE.satisfaction ? `/student/survey/${survey.id}` : '/student';
}

export function buildReminderMail(input: { to: string; studentName: string; productName: string; surveyTitle: string; closesAt: string | null; link: string }): OutgoingMail {
  return {
    to: input.to,
    subject: `【${input.productName}】アンケート「${input.surveyTitle}」へのご回答のお願い`,
    text: [
      `${input.studentName} 様`,
      '',
      `アンケート「${input.surveyTitle}」にまだご回答いただいていません。`,
      ...(input.closesAt ? [`回答期限: ${input.closesAt}`] : []),
      'お手数ですが、下のリンクからご回答ください。',
      '',
      input.link,
    ].join('\n'),
  };
}
