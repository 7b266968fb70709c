import type { QuestionItem } from '@manabiya/domain/contracts/tests';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

/** What a student sees of a question: its body and the controls to answer (never its answer key). */
export type QuestionAsShown = Pick<QuestionItem, 'id' | 'kind' | 'body' | 'options' | 'points'>;

/**
 * One question as a student is given it: its number and points, the body, and the choices or the
 * box to answer in. The answer here is the page's own (a preview keeps nothing).
 */
export function QuestionView({ question, number }: { question: QuestionAsShown; number: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [keys, setKeys] = useState<number[]>([]);
  const [text, setText] = useState('');
  const label = t('tests.preview.answerLabel', { number });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="preview-question">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('tests.preview.questionNumber', { number })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tests.points', { count: question.points })}
        </Typography>
      </Stack>
      <SafeMarkdown text={question.body} />
      {question.kind === QUESTION_KIND.single && (
        <RadioGroup aria-label={label} value={keys[0] === undefined ? '' : String(keys[0])} onChange={(event) => setKeys([Number(event.target.value)])}>
          {question.options.map((option) => (
            <FormControlLabel key={option.key} value={String(option.key)} control={<Radio />} label={option.text} sx={{ wordBreak: 'break-word' }} />
          ))}
        </RadioGroup>
      )}
      {question.kind === QUESTION_KIND.multiple && (
        <FormGroup aria-label={label} role="group">
          <Typography variant="body2" color="text.secondary">
            {t('tests.preview.chooseAll')}
          </Typography>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.key}
              control={
                <Checkbox
                  checked={keys.includes(option.key)}
                  onChange={(event) => setKeys(event.target.checked ? [...keys, option.key] : keys.filter((key) => key !== option.key))}
                />
              }
              label={option.text}
              sx={{ wordBreak: 'break-word' }}
            />
          ))}
        </FormGroup>
      )}
      {(question.kind === QUESTION_KIND.text || question.kind === QUESTION_KIND.numeric) && (
        <TextField
          label={question.kind === QUESTION_KIND.numeric ? t('tests.preview.numberAnswer') : t('tests.preview.textAnswer')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: question.kind === QUESTION_KIND.numeric ? 'decimal' : 'text' } }}
          sx={{ mt: 1, maxWidth: { sm: 420 } }}
        />
      )}
    </Paper>
  );
}
