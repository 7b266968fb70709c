import {
  MAX_ACCEPTED_ANSWERS,
  MAX_OPTIONS,
  MAX_QUESTION_POINTS,
  QUESTION_BODY_MAX,
  QuestionBody,
  type QuestionBodyInput,
  type QuestionItem,
  type TestSection,
} from '@manabiya/domain/contracts/tests';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { MarkdownField } from '../../../components/markdown/markdown-field.tsx';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useSaveQuestion } from '../api/admin-test-api.ts';
import { QuestionImageField } from './question-image-field.tsx';
import { useTestLabels } from './use-test-labels.ts';

type QuestionControl = Control<QuestionBodyInput, unknown, QuestionBody>;

const isChoice = (kind: unknown) => kind === QUESTION_KIND.single || kind === QUESTION_KIND.multiple;

/**
 * The contract as the form checks it: the options typed for a choice stay in the form while its kind
 * is another (switching back finds them), but are not sent, nor checked, with a text or number question.
 */
const QuestionForm = z.preprocess(
  (values) => (typeof values === 'object' && values !== null && 'kind' in values && !isChoice(values.kind) ? { ...values, options: [], correct_keys: [] } : values),
  QuestionBody,
) as unknown as z.ZodType<QuestionBody, QuestionBodyInput>;

const NEW_QUESTION: QuestionBodyInput = {
  kind: QUESTION_KIND.single,
  body: '',
  options: [
    { key: 1, text: '' },
    { key: 2, text: '' },
  ],
  correct_keys: [],
  accepted_answers: [],
  numeric_answer: null,
  tolerance: 0,
  partial_credit: false,
  points: 1,
  explanation: '',
  image_path: null,
  section_id: null,
};

function valuesOf(question: QuestionItem): QuestionBodyInput {
  const choice = isChoice(question.kind);
  return {
    kind: question.kind,
    body: question.body,
    // A question of another kind keeps two empty options ready, should its kind change to a choice.
    options: choice ? question.options.map((option) => ({ ...option })) : NEW_QUESTION.options,
    correct_keys: [...question.correct_keys],
    accepted_answers: [...question.accepted_answers],
    numeric_answer: question.numeric_answer,
    tolerance: question.tolerance,
    partial_credit: question.partial_credit,
    points: question.points,
    explanation: question.explanation ?? '',
    image_path: question.image_path,
    section_id: question.section_id,
  };
}

interface QuestionFormDialogProps {
  testId: number;
  /** The question edited; null adds one at the end. */
  question: QuestionItem | null;
  /** Its number in the test, for the title. */
  number: number;
  /** A CAB test's timed sections (the question is put in one); empty for a test without sections. */
  sections: readonly TestSection[];
  /** The section a new question starts in. */
  defaultSectionId: number | null;
  onClose: () => void;
}

/**
 * A question of one of four kinds: its Markdown body beside its preview, then what its kind needs —
 * options with the correct ones marked (partial credit for several), the accepted answers of a
 * short text, or a number with its tolerance — and its points and explanation.
 */
export function QuestionFormDialog({ testId, question, number, sections, defaultSectionId, onClose }: QuestionFormDialogProps) {
  const { t } = useTranslation();
  const labels = useTestLabels();
  const { form, dialogProps } = useFormDialog({
    schema: QuestionForm,
    defaultValues: question ? valuesOf(question) : { ...NEW_QUESTION, section_id: sections.length === 0 ? null : defaultSectionId },
    mutation: useSaveQuestion(),
    toVariables: (body) => ({ testId, id: question?.id ?? null, body }),
    savedMessage: () => (question ? t('tests.question.saved') : t('tests.question.created')),
    onClose,
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const choice = isChoice(kind);
  return (
    <FormDialog
      {...dialogProps}
      maxWidth="lg"
      title={question ? t('tests.question.editTitle', { number }) : t('tests.question.createTitle')}
      submitLabel={question ? t('form.save') : t('tests.question.createSubmit')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormSelectField control={control} name="kind" label={t('tests.fields.questionKind')} options={labels.questionKinds} />
        <FormNumberField control={control} name="points" label={t('tests.fields.points')} min={1} max={MAX_QUESTION_POINTS} sx={{ maxWidth: { sm: 200 } }} />
      </Stack>
      {sections.length > 0 && (
        <FormSelectField
          control={control}
          name="section_id"
          label={t('tests.fields.section')}
          options={sections.map((section, index) => ({ value: section.id, label: t('tests.sections.option', { number: index + 1, title: section.title }) }))}
          emptyLabel={t('tests.sections.noSection')}
          helperText={t('tests.fields.sectionHint')}
          data-testid="question-section-select"
        />
      )}
      <BodyField control={control} />
      <QuestionImageField control={control} />
      {choice && <OptionsField control={control} multiple={kind === QUESTION_KIND.multiple} />}
      {kind === QUESTION_KIND.multiple && <FormSwitchField control={control} name="partial_credit" label={t('tests.fields.partialCredit')} />}
      {kind === QUESTION_KIND.text && <AcceptedAnswersField control={control} />}
      {kind === QUESTION_KIND.numeric && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormNumberField control={control} name="numeric_answer" label={t('tests.fields.numericAnswer')} step={0.01} required />
          <FormNumberField control={control} name="tolerance" label={t('tests.fields.tolerance')} step={0.01} min={0} helperText={t('tests.fields.toleranceHint')} />
        </Stack>
      )}
      <FormTextField control={control} name="explanation" label={t('tests.fields.explanation')} multiline minRows={2} helperText={t('tests.fields.explanationHint')} />
    </FormDialog>
  );
}

/** The Markdown body beside its rendered preview (stacked on a phone). */
function BodyField({ control }: { control: QuestionControl }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'body' });
  const text = field.value ?? '';
  return (
    <MarkdownField
      label={t('tests.fields.body')}
      required
      name={field.name}
      value={text}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={contractMessage(fieldState.error?.message) ?? t('tests.fields.bodyHint', { count: text.length, max: QUESTION_BODY_MAX.toLocaleString() })}
      rows={{ min: 6, max: 20 }}
      preview={{ title: t('tests.question.preview'), empty: t('tests.question.previewEmpty'), testId: 'question-body-preview', minHeight: 120, maxHeight: 400 }}
    />
  );
}

/** A group of fields with its own label and the error of the group as a whole. */
function FieldGroup({ label, hint, error, children, testId }: { label: string; hint?: string; error?: string; children: ReactNode; testId?: string }) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The options in order, each with its text and whether it is correct (one for a single choice, any for a multiple). */
function OptionsField({ control, multiple }: { control: QuestionControl; multiple: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'fieldId' });
  const correct = useController({ control, name: 'correct_keys' });
  const { errors } = useFormState({ control, name: ['options', 'correct_keys'] });
  const correctKeys = correct.field.value ?? [];
  const options = useWatch({ control, name: 'options' }) ?? [];
  const optionsError = errors.options?.root?.message ?? errors.options?.message;
  const error = contractMessage(optionsError) ?? contractMessage(errors.correct_keys?.message ?? errors.correct_keys?.root?.message);
  const toggle = (key: number, checked: boolean) => {
    if (!multiple) correct.field.onChange(checked ? [key] : []);
    else correct.field.onChange(checked ? [...correctKeys.filter((other) => other !== key), key] : correctKeys.filter((other) => other !== key));
  };
  const nextKey = () => Math.max(0, ...options.map((option) => option.key ?? 0)) + 1;
  return (
    <FieldGroup label={t('tests.fields.options')} hint={multiple ? t('tests.question.multipleHint') : t('tests.question.singleHint')} error={error} testId="question-options">
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {fields.map((option, index) => {
          const key = options[index]?.key ?? option.key;
          const name = t('tests.question.optionLabel', { number: index + 1 });
          const Mark = multiple ? Checkbox : Radio;
          return (
            <Box component="li" key={option.fieldId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }} data-testid="question-option-row">
              <Mark
                checked={correctKeys.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('tests.question.markCorrect', { name }) } }}
                sx={{ mt: 0.5 }}
              />
              <FormTextField control={control} name={`options.${index}.text`} label={name} autoComplete="off" size="small" sx={{ mt: 0.5 }} />
              <IconButton
                aria-label={t('tests.question.removeOption', { name })}
                onClick={() => {
                  correct.field.onChange(correctKeys.filter((other) => other !== key));
                  remove(index);
                }}
                disabled={fields.length <= 2}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ key: nextKey(), text: '' })} disabled={fields.length >= MAX_OPTIONS} sx={{ mt: 1 }}>
        {t('tests.question.addOption')}
      </Button>
    </FieldGroup>
  );
}

/** The accepted answers of a short text question, one a line (compared after folding width, case and spaces). */
function AcceptedAnswersField({ control }: { control: QuestionControl }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'accepted_answers' });
  // The text as typed (blank lines and all); the field holds its non-empty lines.
  const [text, setText] = useState(() => (field.value ?? []).join('\n'));
  const error = fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <TextField
      label={t('tests.fields.acceptedAnswers')}
      required
      multiline
      minRows={3}
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={contractMessage(error) ?? t('tests.fields.acceptedAnswersHint', { max: MAX_ACCEPTED_ANSWERS })}
    />
  );
}
