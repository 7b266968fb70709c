import type { AnswerValue, AttemptQuestion, AttemptView, QuestionReview } from '@manabiya/domain/contracts/tests';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { QuestionImage } from '../components/question-image.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import type { PendingSave } from './answer-store.ts';
import { studentTestPath, TEST_TAKING_PATHS } from './paths.ts';
import { SectionScores } from './section-scores.tsx';
import { formatScore, PassChip } from './test-format.tsx';

/** An answer as text: the options' texts for a choice question, the text typed otherwise. */
export function answerText(question: AttemptQuestion, answer: AnswerValue | undefined): string {
  if (!answer) return '';
  if (question.kind === QUESTION_KIND.single || question.kind === QUESTION_KIND.multiple) {
    const texts = new Map(question.options.map((option) => [option.key, option.text]));
    return (answer.keys ?? []).map((key) => texts.get(key) ?? `#${key}`).join(' / ');
  }
  return answer.text ?? '';
}

function correctAnswerText(question: AttemptQuestion, review: QuestionReview): string | null {
  // The answer key comes with every field of the shape, the ones of other kinds left empty.
  if (question.kind === QUESTION_KIND.single || question.kind === QUESTION_KIND.multiple) {
    return review.correct_keys && review.correct_keys.length > 0 ? answerText(question, { keys: review.correct_keys }) : null;
  }
  if (question.kind === QUESTION_KIND.text) return review.accepted_answers && review.accepted_answers.length > 0 ? review.accepted_answers.join(' / ') : null;
  return review.numeric_answer === undefined || review.numeric_answer === null ? null : String(review.numeric_answer);
}

function QuestionReviewCard({ question, number, review, answer }: { question: AttemptQuestion; number: number; review: QuestionReview; answer: AnswerValue | undefined }) {
  const { t } = useTranslation();
  const given = answerText(question, answer);
  const correct = correctAnswerText(question, review);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`review-${question.id}`} data-testid="review-card" data-correct={review.correct} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`review-${question.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('testTaking.attempt.questionNumber', { number })}
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: review.correct ? 'success.dark' : 'error.main' }}
        >
          {review.correct ? <CheckCircleIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
          {review.correct ? t('testTaking.result.correct') : t('testTaking.result.incorrect')}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.5 }}>
            {t('testTaking.result.pointsOf', { points: formatScore(review.points_awarded), max: question.points })}
          </Box>
        </Typography>
      </Box>
      <Box sx={{ wordBreak: 'break-word' }}>
        <SafeMarkdown text={question.body} />
      </Box>
      {question.image_path && <QuestionImage path={question.image_path} number={number} />}
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('testTaking.result.yourAnswer')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
          {given || t('testTaking.result.noAnswer')}
        </Typography>
        {correct !== null && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('testTaking.result.correctAnswer')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }} data-testid="correct-answer">
              {correct}
            </Typography>
          </>
        )}
      </Box>
      {review.explanation && (
        <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 2 }} data-testid="explanation">
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('testTaking.result.explanation')}
          </Typography>
          <SafeMarkdown text={review.explanation} />
        </Box>
      )}
    </Paper>
  );
}

interface AttemptResultProps {
  view: AttemptView;
  /** Saves this browser held that never reached the server before the attempt ended. */
  unsent: readonly PendingSave[];
  onForgetUnsent: () => void;
}

/** A finished attempt as the test's review setting allows: the outcome, each question's correctness, answers and explanations, or when results show. */
export function AttemptResult({ view, unsent, onForgetUnsent }: AttemptResultProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { result } = view;
  const answers = new Map(view.answers.map((saved) => [saved.question_id, saved.answer]));
  const numbers = new Map(view.questions.map((question, index) => [question.id, index + 1]));
  const questions = new Map(view.questions.map((question) => [question.id, question]));
  return (
    <Stack spacing={2} component="article" aria-labelledby="result-title">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={studentTestPath(view.test_id)} startIcon={<ArrowBackIcon />} size="small">
          {t('testTaking.result.backToTest')}
        </Button>
        <Button component={RouterLink} to={TEST_TAKING_PATHS.list} size="small">
          {t('testTaking.overview.backToList')}
        </Button>
      </Box>
      {unsent.length > 0 && (
        <Alert severity="warning" data-testid="unsent-answers" action={<Button color="inherit" size="small" onClick={onForgetUnsent}>{t('testTaking.result.dismiss')}</Button>}>
          <AlertTitle>{t('testTaking.result.unsentTitle', { count: unsent.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {unsent.map((pending) => {
              const question = questions.get(pending.question_id);
              return (
                <li key={pending.question_id}>
                  {t('testTaking.attempt.questionNumber', { number: numbers.get(pending.question_id) ?? '?' })}: {question ? answerText(question, pending.answer) : ''}
                </li>
              );
            })}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="attempt-result">
        <Typography id="result-title" component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {view.test_title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('testTaking.overview.attemptNumber', { number: view.number })}
          {view.submitted_at && ` · ${t('testTaking.result.finishedAt', { at: format.dateTime(view.submitted_at) })}`}
          {result?.finished_by === 'deadline' && ` · ${t('testTaking.result.byDeadline')}`}
        </Typography>
        {result ? (
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('testTaking.result.score')}
              </Typography>
              <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} data-testid="result-score">
                {formatScore(result.score)}
                <Box component="span" sx={{ fontSize: 18, fontWeight: 400, color: 'text.secondary' }}>
                  {' '}
                  / {formatScore(result.max_score)}
                </Box>
              </Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('testTaking.result.percent')}
              </Typography>
              <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} data-testid="result-percent">
                {result.percent}%
              </Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('testTaking.result.gradeLabel')}
              </Typography>
              <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} data-testid="result-grade">
                {result.grade}
              </Typography>
            </Box>
            <Box sx={{ '& .MuiChip-root': { fontSize: 16, height: 36, px: 1 } }}>
              <PassChip passed={result.passed} />
            </Box>
          </Box>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="result-hidden">
            {view.result_hidden_until
              ? t('testTaking.result.hiddenUntil', { at: format.dateTime(view.result_hidden_until) })
              : t('testTaking.result.hidden')}
          </Alert>
        )}
        {result && result.questions.length > 0 && view.sections.length > 0 && <SectionScores view={view} reviews={result.questions} />}
      </Paper>
      {result && result.questions.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ pt: 1 }}>
            {t('testTaking.result.review')}
          </Typography>
          {result.questions.map((review) => {
            const question = questions.get(review.question_id);
            return question ? <QuestionReviewCard key={review.question_id} question={question} number={numbers.get(question.id) ?? 0} review={review} answer={answers.get(question.id)} /> : null;
          })}
        </>
      )}
      {result && result.questions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('testTaking.result.scoreOnly')}
        </Typography>
      )}
    </Stack>
  );
}
