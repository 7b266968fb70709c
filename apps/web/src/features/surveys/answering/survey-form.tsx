import type { StudentSurvey, SurveyAnswerBody, SurveyAnswerValue } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND } from '@manabiya/domain/enums/surveys';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { isAnswered, SurveyQuestionField, type AnswerDraft } from './survey-question-field.tsx';

/** The element id of a question of the form. */
const questionFieldId = (questionId: number) => `survey-question-${questionId}`;

/** The answers to send: one per question answered, in the survey's order (a text is sent trimmed). */
export function answerBodyOf(survey: Pick<StudentSurvey, 'questions'>, drafts: Readonly<Record<number, AnswerDraft>>): SurveyAnswerBody {
  const answers: SurveyAnswerValue[] = [];
  for (const question of survey.questions) {
    const draft = drafts[question.id];
    if (!isAnswered(question.kind, draft)) continue;
    if (question.kind === SURVEY_QUESTION_KIND.scale) answers.push({ question_id: question.id, scale: draft?.scale });
    else if (question.kind === SURVEY_QUESTION_KIND.text) answers.push({ question_id: question.id, text: draft?.text?.trim() });
    else answers.push({ question_id: question.id, option_keys: draft?.option_keys });
  }
  return { answers };
}

/**
 * The question a field of the server's refusal names: the service names a question by its id
 * (`answers.{question id}`), the body's checks an answer sent by its place and part (`answers.{n}.text`).
 */
export function questionOfField(field: string, sent: SurveyAnswerBody): number | undefined {
  const part = /^answers\.(\d+)\.\w+/.exec(field);
  if (part) return sent.answers[Number(part[1])]?.question_id;
  const question = /^answers\.(\d+)$/.exec(field);
  return question ? Number(question[1]) : undefined;
}

interface SurveyFormProps {
  survey: StudentSurvey;
  /** Sends the answers (the step's or the survey's call); a refusal is shown on the form. */
  send: (body: SurveyAnswerBody) => Promise<unknown>;
  /** After the answers went through. */
  onSent: () => void;
  /** Beside the submit button (the start flow's "back"). */
  secondaryAction?: ReactNode;
}

/**
 * A survey as a student answers it: its description, whether it is anonymous, its questions with
 * the required ones marked. A required question left empty is refused here, before anything is
 * sent, and the server's refusals land on the questions they name; the focus goes to the first.
 */
export function SurveyForm({ survey, send, onSent, secondaryAction }: SurveyFormProps) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const [drafts, setDrafts] = useState<Record<number, AnswerDraft>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const focusQuestion = (questionId: number | undefined) => {
    if (questionId === undefined) return;
    const element = document.getElementById(questionFieldId(questionId));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
  };
  const submit = useCheckedSubmit<SurveyAnswerBody>({
    send: async (body) => {
      try {
        await send(body);
      } catch (error) {
        // The server's field errors go to the questions they name; the rest stays as the form's error.
        if (isApiError(error) && error.details) {
          const found: Record<number, string> = {};
          for (const [field, message] of Object.entries(error.details)) {
            const questionId = questionOfField(field, body);
            if (questionId !== undefined) found[questionId] ??= contractMessage(message) ?? message;
          }
          setErrors(found);
          focusQuestion(survey.questions.find((question) => found[question.id] !== undefined)?.id);
        }
        throw error;
      }
    },
    onSent,
  });
  const change = useCallback((questionId: number, value: AnswerDraft) => {
    setDrafts((current) => ({ ...current, [questionId]: value }));
    setErrors((current) => {
      if (current[questionId] === undefined) return current;
      const { [questionId]: _answered, ...rest } = current;
      return rest;
    });
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = survey.questions.filter((question) => question.required && !isAnswered(question.kind, drafts[question.id]));
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((question) => [question.id, t('surveyAnswer.form.requiredMissing')])));
      focusQuestion(missing[0]?.id);
      return;
    }
    setErrors({});
    void submit.submit(answerBodyOf(survey, drafts));
  };
  const errorCount = Object.keys(errors).length;
  // A refusal whose details now show on their questions needs no second alert.
  const refusal = submit.error;
  const showRefusal = refusal !== null && !(isApiError(refusal) && refusal.details && errorCount > 0);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="survey-form-title" data-testid="survey-form">
      <Stack spacing={2}>
        <Box>
          <Typography id="survey-form-title" component="h2" variant="h6" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {survey.title}
          </Typography>
          {survey.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              <MultilineText text={survey.description} />
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {survey.anonymous ? t('surveyAnswer.form.anonymousNote') : t('surveyAnswer.form.namedNote')}
          </Typography>
        </Box>
        {errorCount > 0 && (
          <Alert severity="error" role="alert" data-testid="survey-form-errors">
            {t('surveyAnswer.form.fixQuestions', { count: errorCount })}
          </Alert>
        )}
        {showRefusal && <ErrorMessage error={refusal} />}
        {survey.questions.map((question, index) => (
          <SurveyQuestionField
            key={question.id}
            question={question}
            number={index + 1}
            fieldId={questionFieldId(question.id)}
            value={drafts[question.id]}
            onChange={(value) => change(question.id, value)}
            error={errors[question.id]}
            disabled={submit.pending}
          />
        ))}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', gap: 2 }}>
          {secondaryAction ?? <span />}
          <Button type="submit" variant="contained" size="large" loading={submit.pending} sx={{ width: { xs: '100%', sm: 'auto' } }} data-testid="survey-submit">
            {t('surveyAnswer.form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
