import { SURVEY_MAX_OPTIONS, SURVEY_QUESTION_BODY_MAX, type SurveyBody, type SurveyBodyInput } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND, type SurveyQuestionKind } from '@manabiya/domain/enums/surveys';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useController, useFormState, useWatch, type Control, type FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { SurveyQuestionField, type AnswerDraft } from '../answering/survey-question-field.tsx';
import { useSurveyLabels } from './use-survey-labels.ts';

export type SurveyControl = Control<SurveyBodyInput, unknown, SurveyBody>;
type QuestionInput = SurveyBodyInput['questions'][number];

/** Single and multiple choice questions have options; scale and text questions none. */
export const isChoice = (kind: unknown) => kind === SURVEY_QUESTION_KIND.single || kind === SURVEY_QUESTION_KIND.multiple;

/** A new question of a kind: required, with two empty options ready (sent only for a choice). */
export const newQuestion = (kind: SurveyQuestionKind): QuestionInput => ({ kind, body: '', options: ['', ''], required: true });

/** The id of a field's input (`questions.2.body` → `survey-questions-2-body`). */
export const surveyFieldId = (name: string) => `survey-${name.replaceAll('.', '-')}`;

export interface QuestionListProps {
  control: SurveyControl;
  fields: ReadonlyArray<FieldArrayWithId<SurveyBodyInput, 'questions', 'fieldKey'>>;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Questions may change (none answered yet, and the caller may write). */
  editable: boolean;
}

/** The ordered list the question rows go in (its id is where the summary's "questions" error leads). */
export function QuestionListFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" id={surveyFieldId('questions')} tabIndex={-1} aria-label={t('surveys.editor.questionsTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="survey-question-list">
      {children}
    </Box>
  );
}

/** What a row needs to be reordered: its drop target's props, and the handle and ↑↓ buttons to show (none while read-only). */
export interface QuestionRowReorder {
  rowProps: { sx: object } & Record<string, unknown>;
  dragHandle?: ReactNode;
  moveButtons?: ReactNode;
}

interface QuestionRowProps {
  control: SurveyControl;
  index: number;
  count: number;
  reorder: QuestionRowReorder;
  editable: boolean;
  onRemove: () => void;
}

/**
 * One question being written: its kind, whether it is required, its text and (for a choice) its
 * options, beside a preview of it as the student sees it. The list it is in brings the reordering.
 */
export function QuestionRow({ control, index, count, reorder, editable, onRemove }: QuestionRowProps) {
  const { t } = useTranslation();
  const labels = useSurveyLabels();
  const contractMessage = useContractMessage();
  const question = useWatch({ control, name: `questions.${index}` });
  const { errors } = useFormState({ control, name: `questions.${index}` });
  const { sx, ...dropProps } = reorder.rowProps;
  const number = index + 1;
  const name = questionName(t, number);
  const kind = question.kind;
  const body = question.body ?? '';
  const rowError = errors.questions?.[index]?.message ?? errors.questions?.[index]?.root?.message;
  return (
    <Box
      component="li"
      {...dropProps}
      id={surveyFieldId(`questions.${index}`)}
      tabIndex={-1}
      data-testid="survey-question-row"
      sx={{ ...sx, py: 2, borderTop: 1, borderColor: 'divider', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        {reorder.dragHandle}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {name}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {labels.kind(kind)}
          </Typography>
        </Typography>
        {editable && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {reorder.moveButtons}
            <IconButton size="small" aria-label={t('surveys.editor.removeQuestion', { name })} onClick={onRemove} disabled={count <= 1}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormSelectField
              control={control}
              name={`questions.${index}.kind`}
              id={surveyFieldId(`questions.${index}.kind`)}
              label={t('surveys.fields.kind')}
              options={labels.kinds}
              disabled={!editable}
              size="small"
              sx={{ maxWidth: { sm: 220 } }}
            />
            <FormSwitchField control={control} name={`questions.${index}.required`} label={t('surveys.fields.required')} disabled={!editable} />
          </Stack>
          <FormTextField
            control={control}
            name={`questions.${index}.body`}
            id={surveyFieldId(`questions.${index}.body`)}
            label={t('surveys.fields.questionBody')}
            required
            multiline
            minRows={2}
            disabled={!editable}
            // The counter matters only while the text may change (a disabled field's hint is too faint to read).
            helperText={editable ? t('surveys.fields.questionBodyHint', { count: body.length, max: SURVEY_QUESTION_BODY_MAX.toLocaleString() }) : undefined}
          />
          {isChoice(kind) && <OptionsEditor control={control} index={index} editable={editable} />}
          {kind === SURVEY_QUESTION_KIND.scale && (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.editor.scaleHint')}
            </Typography>
          )}
          {rowError && (
            <FormHelperText error role="alert">
              {contractMessage(rowError)}
            </FormHelperText>
          )}
        </Stack>
        <QuestionPreview question={question} number={number} fieldId={`survey-preview-${index}`} />
      </Box>
    </Box>
  );
}

/** "設問3": how a question is named in its row, its buttons and the error summary. */
export const questionName = (t: TFunction, number: number) => t('surveys.editor.questionNumber', { number });

/** The question as the student will see it, answerable here to try it (nothing is kept). */
function QuestionPreview({ question, number, fieldId }: { question: QuestionInput; number: number; fieldId: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AnswerDraft | undefined>(undefined);
  const options = isChoice(question.kind) ? (question.options ?? []).map((text, index) => ({ key: index + 1, text: text.trim() === '' ? t('surveys.editor.optionPlaceholder', { number: index + 1 }) : text })) : [];
  return (
    <Box sx={{ minWidth: 0 }} data-testid="survey-question-preview">
      <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mb: 1 }}>
        {t('surveys.editor.studentView')}
      </Typography>
      <SurveyQuestionField
        question={{ kind: question.kind, body: question.body?.trim() ? question.body : t('surveys.editor.bodyPlaceholder'), options, required: question.required ?? true }}
        number={number}
        fieldId={fieldId}
        value={draft}
        onChange={setDraft}
      />
    </Box>
  );
}

/** The options of a choice question in order (their keys are their positions from 1): at least two, at most SURVEY_MAX_OPTIONS. */
function OptionsEditor({ control, index, editable }: { control: SurveyControl; index: number; editable: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field } = useController({ control, name: `questions.${index}.options` });
  const { errors } = useFormState({ control, name: `questions.${index}.options` });
  const options = field.value ?? [];
  const optionErrors = errors.questions?.[index]?.options;
  const listError = optionErrors?.message ?? optionErrors?.root?.message;
  const set = (next: string[]) => field.onChange(next);
  const labelId = `${surveyFieldId(`questions.${index}.options`)}-label`;
  return (
    <Box role="group" aria-labelledby={labelId} id={surveyFieldId(`questions.${index}.options`)} tabIndex={-1} data-testid="survey-options">
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('surveys.fields.options')}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {options.map((text, optionIndex) => {
          const label = t('surveys.editor.optionLabel', { number: optionIndex + 1 });
          const message = optionErrors?.[optionIndex]?.message;
          return (
            // The position is the option's identity (its key is its position from 1).
            <Box component="li" key={optionIndex} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <TextField
                size="small"
                fullWidth
                id={surveyFieldId(`questions.${index}.options.${optionIndex}`)}
                label={label}
                value={text}
                disabled={!editable}
                autoComplete="off"
                error={message !== undefined}
                helperText={contractMessage(message)}
                onChange={(event) => set(options.map((each, at) => (at === optionIndex ? event.target.value : each)))}
                onBlur={field.onBlur}
              />
              {editable && (
                <IconButton aria-label={t('surveys.editor.removeOption', { name: label })} disabled={options.length <= 2} onClick={() => set(options.filter((_each, at) => at !== optionIndex))}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Stack>
      {listError && (
        <FormHelperText error role="alert">
          {contractMessage(listError)}
        </FormHelperText>
      )}
      {editable && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => set([...options, ''])} disabled={options.length >= SURVEY_MAX_OPTIONS} sx={{ mt: 1 }}>
          {t('surveys.editor.addOption')}
        </Button>
      )}
    </Box>
  );
}
