import type { SurveyQuestionResult } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND } from '@manabiya/domain/enums/surveys';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { useSurveyLabels } from './use-survey-labels.ts';

// The chart library loads with the first chart only (DESIGN: heavy parts in lazy chunks).
const SurveyAnswerChart = lazy(() => import('./survey-answer-chart.tsx'));

/**
 * Each question's figures: counts per option or scale point as a chart (with its table), the scale's
 * average, and the free texts, newest first (with who wrote them where the survey names them).
 */
export function QuestionResults({ questions }: { questions: readonly SurveyQuestionResult[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return <Typography color="text.secondary">{t('surveyAnswer.results.noQuestions')}</Typography>;
  return (
    <Stack spacing={2} data-testid="survey-question-results">
      {questions.map((question, index) => (
        <QuestionResult key={question.id} question={question} number={index + 1} />
      ))}
    </Stack>
  );
}

function QuestionResult({ question, number }: { question: SurveyQuestionResult; number: number }) {
  const { t, i18n } = useTranslation();
  const labels = useSurveyLabels();
  const headingId = `survey-result-${question.id}`;
  const figures = [t('surveyAnswer.results.answered', { count: question.answered })];
  if (question.kind === SURVEY_QUESTION_KIND.scale && question.average !== null) {
    figures.push(t('surveyAnswer.results.average', { value: question.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) }));
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="survey-question-result">
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          {t('surveyAnswer.form.questionNumber', { number })}
        </Box>
        <MultilineText text={question.body} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="survey-question-figures">
        {labels.kind(question.kind)} · {figures.join(' · ')}
      </Typography>
      {question.kind === SURVEY_QUESTION_KIND.text ? (
        <TextAnswers texts={question.texts} answered={question.answered} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
          <SurveyAnswerChart question={question} number={number} />
        </Suspense>
      )}
    </Paper>
  );
}

/** The free texts, newest first; the list scrolls in place past a few screens. */
function TextAnswers({ texts, answered }: { texts: SurveyQuestionResult['texts']; answered: number }) {
  const { t } = useTranslation();
  if (texts.length === 0) return <Typography color="text.secondary">{t('surveyAnswer.results.noTexts')}</Typography>;
  return (
    <>
      <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }} tabIndex={0} aria-label={t('surveyAnswer.results.textsLabel')} data-testid="survey-texts">
        {texts.map((entry, index) => (
          // Texts have no identity beyond their place in the answer, which never reorders.
          <ListItem key={index} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              <MultilineText text={entry.text} />
            </Typography>
            {(entry.student_name || entry.company_name) && (
              <Typography variant="caption" color="text.secondary">
                {[entry.student_name, entry.company_name].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      {answered > texts.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('surveyAnswer.results.textsCut', { shown: texts.length, count: answered })}
        </Typography>
      )}
    </>
  );
}
