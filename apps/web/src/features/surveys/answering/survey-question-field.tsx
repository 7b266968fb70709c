import { SURVEY_TEXT_ANSWER_MAX } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND, SURVEY_SCALE, type SurveyQuestionKind } from '@manabiya/domain/enums/surveys';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { OptionCheckboxes } from '../../../components/form/option-checkboxes.tsx';

/** A question as the student is asked it (a saved one, or one being written in the editor's preview). */
export interface AskedQuestion {
  kind: SurveyQuestionKind;
  body: string;
  options: ReadonlyArray<{ key: number; text: string }>;
  required: boolean;
}

/** What a student gave to one question so far: the chosen keys, the scale point, or the text. */
export interface AnswerDraft {
  option_keys?: number[];
  scale?: number;
  text?: string;
}

/** Whether a draft holds an answer the server takes (a text of spaces is none). */
export function isAnswered(kind: SurveyQuestionKind, draft: AnswerDraft | undefined): boolean {
  if (!draft) return false;
  switch (kind) {
    case SURVEY_QUESTION_KIND.single:
    case SURVEY_QUESTION_KIND.multiple:
      return (draft.option_keys?.length ?? 0) > 0;
    case SURVEY_QUESTION_KIND.scale:
      return draft.scale !== undefined;
    case SURVEY_QUESTION_KIND.text:
      return (draft.text ?? '').trim() !== '';
  }
}

const SCALE_POINTS = Array.from({ length: SURVEY_SCALE.max - SURVEY_SCALE.min + 1 }, (_, index) => SURVEY_SCALE.min + index);

interface SurveyQuestionFieldProps {
  question: AskedQuestion;
  number: number;
  /** The element id of the question, unique on the page (the summary's link and the server's errors lead here). */
  fieldId: string;
  value: AnswerDraft | undefined;
  onChange: (value: AnswerDraft) => void;
  /** What is wrong with the answer (a required question left empty, the server's refusal). */
  error?: string;
  disabled?: boolean;
}

/**
 * One survey question as the student answers it: its text with a required mark, then one option
 * (radios), any options (checkboxes), a point of 1–5 (a row of large buttons between the scale's
 * two ends) or free text with a counter. Usable by keyboard and on a 390 px phone.
 */
export const SurveyQuestionField = memo(function SurveyQuestionField({ question, number, fieldId, value, onChange, error, disabled = false }: SurveyQuestionFieldProps) {
  const { t } = useTranslation();
  const headingId = `${fieldId}-heading`;
  const errorId = `${fieldId}-error`;
  const keys = value?.option_keys ?? [];
  const describedBy = error ? errorId : undefined;
  const input = (() => {
    switch (question.kind) {
      case SURVEY_QUESTION_KIND.single:
        return (
          <RadioGroup
            aria-labelledby={headingId}
            aria-describedby={describedBy}
            aria-required={question.required}
            value={keys[0] === undefined ? '' : String(keys[0])}
            onChange={(event) => onChange({ option_keys: [Number(event.target.value)] })}
          >
            {question.options.map((option) => (
              <FormControlLabel key={option.key} value={String(option.key)} control={<Radio />} label={option.text} disabled={disabled} sx={{ py: 0.25, mr: 0, wordBreak: 'break-word' }} />
            ))}
          </RadioGroup>
        );
      case SURVEY_QUESTION_KIND.multiple:
        return (
          <OptionCheckboxes
            options={question.options}
            picked={keys}
            onChange={(option_keys) => onChange({ option_keys })}
            hint={t('surveyAnswer.form.pickAll')}
            labelledBy={headingId}
            describedBy={describedBy}
            disabled={disabled}
          />
        );
      case SURVEY_QUESTION_KIND.scale:
        return <ScaleInput headingId={headingId} describedBy={describedBy} value={value?.scale} onChange={(scale) => onChange({ scale })} disabled={disabled} />;
      case SURVEY_QUESTION_KIND.text: {
        const text = value?.text ?? '';
        return (
          <TextField
            value={text}
            onChange={(event) => onChange({ text: event.target.value })}
            label={t('surveyAnswer.form.textAnswer')}
            disabled={disabled}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            helperText={t('surveyAnswer.form.counter', { count: text.length, max: SURVEY_TEXT_ANSWER_MAX.toLocaleString() })}
            slotProps={{ htmlInput: { maxLength: SURVEY_TEXT_ANSWER_MAX, 'aria-describedby': [headingId, describedBy].filter(Boolean).join(' ') } }}
          />
        );
      }
    }
  })();
  return (
    <Paper
      component="section"
      variant="outlined"
      id={fieldId}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="survey-question"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 96, borderColor: error ? 'error.main' : undefined, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, wordBreak: 'break-word' }}>
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          {t('surveyAnswer.form.questionNumber', { number })}
        </Box>
        <MultilineText text={question.body} />
        {question.required ? (
          <Box component="span" sx={{ ml: 1, color: 'error.main', fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('surveyAnswer.form.required')}
          </Box>
        ) : (
          <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 13, fontWeight: 400, whiteSpace: 'nowrap' }}>
            {t('surveyAnswer.form.optional')}
          </Box>
        )}
      </Typography>
      {input}
      {error && (
        <FormHelperText id={errorId} error sx={{ mt: 1, fontSize: 14 }} data-testid="survey-question-error">
          {error}
        </FormHelperText>
      )}
    </Paper>
  );
});

/** Five large toggle buttons in a row, 1 (全くそう思わない) to 5 (とてもそう思う), the ends named under them. */
function ScaleInput({ headingId, describedBy, value, onChange, disabled }: { headingId: string; describedBy?: string; value: number | undefined; onChange: (scale: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const pointLabel = (point: number) =>
    point === SURVEY_SCALE.min ? t('surveyAnswer.form.scaleMinNamed', { point }) : point === SURVEY_SCALE.max ? t('surveyAnswer.form.scaleMaxNamed', { point }) : String(point);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value ?? null}
        onChange={(_event, point: number | null) => {
          if (point !== null) onChange(point);
        }}
        aria-labelledby={headingId}
        aria-describedby={describedBy}
        disabled={disabled}
        data-testid="survey-scale"
      >
        {SCALE_POINTS.map((point) => (
          <ToggleButton key={point} value={point} aria-label={pointLabel(point)} sx={{ minHeight: 52, fontSize: 18, fontWeight: 700 }}>
            {point}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('surveyAnswer.form.scaleMin')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          {t('surveyAnswer.form.scaleMax')}
        </Typography>
      </Box>
    </Box>
  );
}
