import { TEXT_ANSWER_MAX, type AnswerValue, type AttemptQuestion } from '@manabiya/domain/contracts/tests';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorIcon from '@mui/icons-material/Error';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { QuestionImage } from '../components/question-image.tsx';
import type { SaveState } from './answer-store.ts';
import { KEPT_COLOR } from './use-server-clock.ts';
import { OptionCheckboxes } from '../../../components/form/option-checkboxes.tsx';

/** The element id of a question's card, for the navigator to scroll to. */
export const questionElementId = (questionId: number) => `question-${questionId}`;
export const questionHeadingId = (questionId: number) => `question-heading-${questionId}`;

/** What one question's mark says: its answer is saved, waiting to be sent, kept offline, or was refused. */
export type QuestionMark = SaveState | 'offline' | 'refused';

function SaveMark({ mark }: { mark: QuestionMark }) {
  const { t } = useTranslation();
  if (mark === 'empty') {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="question-save-state" data-state={mark}>
        {t('testTaking.attempt.unanswered')}
      </Typography>
    );
  }
  const view = {
    saved: { icon: <CheckCircleIcon fontSize="inherit" color="success" />, text: t('testTaking.attempt.saved'), color: 'success.dark' },
    pending: { icon: <SyncIcon fontSize="inherit" />, text: t('testTaking.attempt.saving'), color: 'text.secondary' },
    offline: { icon: <CloudOffIcon fontSize="inherit" />, text: t('testTaking.attempt.keptHere'), color: KEPT_COLOR },
    refused: { icon: <ErrorIcon fontSize="inherit" />, text: t('testTaking.attempt.notSaved'), color: 'error.main' },
  }[mark];
  return (
    <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: view.color, fontWeight: 600 }} data-testid="question-save-state" data-state={mark}>
      {view.icon}
      {view.text}
    </Typography>
  );
}

interface QuestionCardProps {
  question: AttemptQuestion;
  number: number;
  answer: AnswerValue | undefined;
  /** Whether its answer is saved; none in a preview. */
  mark?: QuestionMark;
  onChange: (questionId: number, answer: AnswerValue) => void;
  disabled: boolean;
}

/** One question of an attempt: its text, the input of its kind, and whether its answer is saved. */
export const QuestionCard = memo(function QuestionCard({ question, number, answer, mark, onChange, disabled }: QuestionCardProps) {
  const { t } = useTranslation();
  const headingId = questionHeadingId(question.id);
  const keys = answer?.keys ?? [];
  const text = answer?.text ?? '';
  const input = (() => {
    switch (question.kind) {
      case QUESTION_KIND.single:
        return (
          <RadioGroup aria-labelledby={headingId} value={keys[0] === undefined ? '' : String(keys[0])} onChange={(event) => onChange(question.id, { keys: [Number(event.target.value)] })}>
            {question.options.map((option) => (
              <FormControlLabel key={option.key} value={String(option.key)} control={<Radio />} label={option.text} disabled={disabled} sx={{ py: 0.25, mr: 0 }} />
            ))}
          </RadioGroup>
        );
      case QUESTION_KIND.multiple:
        return (
          <OptionCheckboxes
            options={question.options}
            picked={keys}
            onChange={(picked) => onChange(question.id, { keys: picked })}
            hint={t('testTaking.attempt.pickAll')}
            labelledBy={headingId}
            disabled={disabled}
          />
        );
      case QUESTION_KIND.text:
      case QUESTION_KIND.numeric:
        return (
          <TextField
            value={text}
            onChange={(event) => onChange(question.id, { text: event.target.value })}
            label={question.kind === QUESTION_KIND.numeric ? t('testTaking.attempt.numberAnswer') : t('testTaking.attempt.textAnswer')}
            disabled={disabled}
            fullWidth
            autoComplete="off"
            sx={{ maxWidth: question.kind === QUESTION_KIND.numeric ? 280 : 560 }}
            slotProps={{
              htmlInput: {
                maxLength: TEXT_ANSWER_MAX,
                'aria-describedby': headingId,
                ...(question.kind === QUESTION_KIND.numeric ? { inputMode: 'decimal', spellCheck: false } : {}),
              },
            }}
          />
        );
    }
  })();
  return (
    <Paper component="section" variant="outlined" id={questionElementId(question.id)} aria-labelledby={headingId} data-testid="question-card" data-question-id={question.id} sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96, scrollMarginBottom: 160 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
          {t('testTaking.attempt.questionNumber', { number })}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('testTaking.attempt.points', { count: question.points })}
          </Typography>
        </Typography>
        {mark && <SaveMark mark={mark} />}
      </Box>
      <Box sx={{ mb: 1.5, wordBreak: 'break-word' }}>
        <SafeMarkdown text={question.body} />
      </Box>
      {question.image_path && <QuestionImage path={question.image_path} number={number} />}
      {input}
    </Paper>
  );
});
