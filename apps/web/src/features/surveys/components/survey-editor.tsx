import { zodResolver } from '@hookform/resolvers/zod';
import {
  SURVEY_DESCRIPTION_MAX,
  SURVEY_MAX_QUESTIONS,
  SurveyBody,
  type SurveyBodyInput,
  type SurveyDetail,
} from '@manabiya/domain/contracts/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useController, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { fieldErrorsOf, FormErrorSummary, useSummaryFocus, type SummaryError } from '../../../components/form/form-error-summary.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { MarkdownField } from '../../../components/markdown/markdown-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useSaveSurvey } from '../api/admin-survey-api.ts';
import { DateTimeField } from './date-time-field.tsx';
import { isChoice, newQuestion, surveyFieldId, type QuestionListProps, type SurveyControl } from './question-editor.tsx';
import { useSurveyLabels } from './use-survey-labels.ts';
import { useSurveyFieldLabels } from './use-survey-history-labels.ts';

/**
 * The contract as the form checks it: the options typed for a choice stay in the form while its kind
 * is another (switching back finds them), but are not sent, nor checked, with a scale or text question.
 */
const SurveyFormRule = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null || !('questions' in values) || !Array.isArray(values.questions)) return values;
  const questions = (values.questions as Array<Record<string, unknown>>).map((question) => (isChoice(question.kind) ? question : { ...question, options: [] }));
  return { ...values, questions };
}, SurveyBody) as unknown as z.ZodType<SurveyBody, SurveyBodyInput>;

const NEW_SURVEY: SurveyBodyInput = {
  type: SURVEY_TYPE.satisfaction,
  title: '',
  description: '',
  anonymous: false,
  course_id: null,
  opens_at: null,
  closes_at: null,
  publish_status: PUBLISH_STATUS.private,
  questions: [newQuestion(SURVEY_QUESTION_KIND.scale)],
};

function valuesOf(survey: SurveyDetail): SurveyBodyInput {
  return {
    type: survey.type,
    title: survey.title,
    description: survey.description ?? '',
    anonymous: survey.anonymous,
    course_id: survey.course_id,
    opens_at: survey.opens_at,
    closes_at: survey.closes_at,
    publish_status: survey.publish_status,
    questions: survey.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      body: question.body,
      // A question of another kind keeps two empty options ready, should its kind change to a choice.
      options: isChoice(question.kind) ? question.options.map((option) => option.text) : ['', ''],
      required: question.required,
    })),
  };
}

interface SurveyEditorProps {
  /** The survey edited; null writes a new one. */
  survey: SurveyDetail | null;
  /** After the first save of a new survey (the page then opens it). */
  onCreated?: (survey: SurveyDetail) => void;
  /** Beside the title (results). */
  actions?: ReactNode;
  /**
   * The questions as a reorderable list of `QuestionRow`s: the portal brings the drag and ↑↓ controls
   * (the courses feature's), as a feature imports no other.
   */
  QuestionList: ComponentType<QuestionListProps>;
}

/**
 * A survey's settings and its questions, saved together ("保存する" sends the whole survey: PUT
 * replaces). Once students answered, the questions and anonymity are read-only (the answers were
 * given to them) and say why; the settings stay editable. A failed save keeps everything and lists
 * what to fix at the top; leaving with unsaved changes asks first (decision 042).
 */
export function SurveyEditor({ survey, onCreated, actions, QuestionList }: SurveyEditorProps) {
  const { t } = useTranslation();
  const surveyFieldLabels = useSurveyFieldLabels();
  const showSnackbar = useSnackbar();
  const contractMessage = useContractMessage();
  const labels = useSurveyLabels();
  const publish = useEnumOptions('publishStatus');
  const canEdit = survey === null || survey.abilities.edit;
  const canEditQuestions = survey === null || survey.abilities.edit_questions;
  const form = useForm<SurveyBodyInput, unknown, SurveyBody>({ resolver: zodResolver(SurveyFormRule), defaultValues: survey ? valuesOf(survey) : NEW_SURVEY, shouldFocusError: false });
  const { control, formState } = form;
  const serverErrors = useServerFieldErrors(form);
  const questions = useFieldArray({ control, name: 'questions', keyName: 'fieldKey' });
  const save = useSaveSurvey();
  const { summaryRef, failed } = useSummaryFocus(formState.isSubmitting);
  // A new survey, once saved, is opened by the page: after the form is clean, so leaving asks nothing.
  const [created, setCreated] = useState<SurveyDetail | null>(null);
  const { isDirty } = formState;
  const opened = useRef(false);
  useEffect(() => {
    if (!created || isDirty || opened.current) return;
    opened.current = true;
    onCreated?.(created);
  }, [created, isDirty, onCreated]);
  const send = (body: SurveyBody) => {
    serverErrors.clear();
    save.mutate(
      { id: survey?.id ?? null, body },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          showSnackbar(survey ? t('surveys.editor.saved') : t('surveys.editor.created'));
          if (!survey) setCreated(saved);
        },
        onError: (error) => {
          failed();
          serverErrors.apply(error);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => form.handleSubmit(send, failed)(event);

  const fieldLabels: Record<string, string> = {
    ...surveyFieldLabels,
    kind: t('surveys.fields.kind'),
    body: t('surveys.fields.questionBody'),
    options: t('surveys.fields.options'),
    required: t('surveys.fields.required'),
  };
  const summaryOf = ({ name, message }: { name: string; message: string }): SummaryError => {
    const text = contractMessage(message) ?? message;
    const entry = /^questions\.(\d+)\.(\w+)(?:\.(\d+))?/.exec(name);
    if (!entry) return { name, label: fieldLabels[name] ?? name, message: text, targetId: surveyFieldId(name) };
    const [, index, field, option] = entry as unknown as [string, string, string, string | undefined];
    const number = Number(index) + 1;
    const label =
      option === undefined ? t('surveys.editor.questionField', { number, field: fieldLabels[field] ?? field }) : t('surveys.editor.optionField', { number, option: Number(option) + 1 });
    const targetId = field === 'body' || option !== undefined ? surveyFieldId(name) : surveyFieldId(`questions.${index}`);
    return { name, label, message: text, targetId };
  };
  const summary = fieldErrorsOf(formState.errors).map(summaryOf);
  const otherError = serverErrors.error;
  const showOtherError = otherError !== null && !(isApiError(otherError) && !otherError.details && otherError.status === 400 && summary.length > 0);
  const editableQuestions = canEdit && canEditQuestions;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="survey-editor-title">
      {canEdit && <LeaveGuard when={formState.isDirty} />}
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="survey-editor-title" variant="h5" component="h1" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
            {survey ? survey.title : t('surveys.editor.newTitle')}
          </Typography>
          {actions}
          {canEdit && (
            <Button type="submit" variant="contained" size="small" disabled={save.isPending}>
              {t('form.save')}
            </Button>
          )}
        </Stack>
        <FormErrorSummary errors={summary} summaryRef={summaryRef} />
        {showOtherError && <ErrorMessage error={otherError} />}

        <DetailSection title={t('surveys.editor.settingsTitle')}>
          <Stack spacing={2}>
            <FormTextField control={control} name="title" id={surveyFieldId('title')} label={t('surveys.fields.title')} required autoComplete="off" disabled={!canEdit} />
            <Row>
              <FormSelectField control={control} name="type" id={surveyFieldId('type')} label={t('surveys.fields.type')} options={labels.types} disabled={!canEdit} />
              <FormSelectField control={control} name="publish_status" id={surveyFieldId('publish_status')} label={t('surveys.fields.publishStatus')} options={publish} disabled={!canEdit} />
            </Row>
            <DescriptionField control={control} disabled={!canEdit} />
            <FormAutocompleteField
              control={control}
              name="course_id"
              label={t('surveys.fields.course')}
              source="course"
              initialLabel={survey?.course_name}
              disabled={!canEdit}
              helperText={t('surveys.fields.courseHint')}
            />
            <Row>
              <DateTimeField control={control} name="opens_at" id={surveyFieldId('opens_at')} label={t('surveys.fields.opensAt')} disabled={!canEdit} />
              <DateTimeField control={control} name="closes_at" id={surveyFieldId('closes_at')} label={t('surveys.fields.closesAt')} disabled={!canEdit} />
            </Row>
            <Box>
              <FormSwitchField control={control} name="anonymous" label={t('surveys.fields.anonymous')} disabled={!editableQuestions} />
              <Typography variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6.5 } }}>
                {t('surveys.fields.anonymousHint')}
              </Typography>
            </Box>
          </Stack>
        </DetailSection>

        <DetailSection
          title={t('surveys.editor.questionsCount', { count: questions.fields.length })}
          lead={editableQuestions ? t('surveys.editor.questionsHint') : undefined}
        >
          {canEdit && !canEditQuestions && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="survey-questions-locked">
              {t('surveys.editor.questionsLocked', { count: survey?.response_count ?? 0 })}
            </Alert>
          )}
          {questions.fields.length === 0 ? (
            <Typography color="text.secondary">{t('surveys.editor.noQuestions')}</Typography>
          ) : (
            <QuestionList control={control} fields={questions.fields} move={questions.move} remove={questions.remove} editable={editableQuestions} />
          )}
          {editableQuestions && (
            <AddQuestion
              disabled={questions.fields.length >= SURVEY_MAX_QUESTIONS}
              onAdd={(kind) => questions.append(newQuestion(kind), { shouldFocus: false })}
            />
          )}
        </DetailSection>

        {canEdit && (
          <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
            {formState.isDirty && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                {t('surveys.editor.unsaved')}
              </Typography>
            )}
            <Button disabled={!formState.isDirty || save.isPending} onClick={() => form.reset()}>
              {t('surveys.editor.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="survey-save">
              {t('form.save')}
            </Button>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}

/** Fields side by side, stacked on a phone. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
    </Stack>
  );
}

/** The description as Markdown beside its preview. */
function DescriptionField({ control, disabled }: { control: SurveyControl; disabled: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'description' });
  const text = field.value ?? '';
  return (
    <Box id={surveyFieldId('description')} tabIndex={-1}>
      <MarkdownField
        label={t('surveys.fields.description')}
        name={field.name}
        value={text}
        inputRef={field.ref}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        error={fieldState.invalid}
        helperText={contractMessage(fieldState.error?.message) ?? t('surveys.fields.descriptionHint', { count: text.length, max: SURVEY_DESCRIPTION_MAX.toLocaleString() })}
        rows={{ min: 3, max: 12 }}
        preview={{ title: t('surveys.editor.preview'), empty: t('surveys.editor.previewEmpty'), testId: 'survey-description-preview', minHeight: 80, maxHeight: 240 }}
      />
    </Box>
  );
}

/** Adds a question of one of the four kinds at the end. */
function AddQuestion({ onAdd, disabled }: { onAdd: (kind: (typeof SURVEY_QUESTION_KIND)[keyof typeof SURVEY_QUESTION_KIND]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const labels = useSurveyLabels();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('surveys.editor.addQuestion')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, max-content)' }, gap: 1 }}>
        {labels.kinds.map((kind) => (
          <Button key={kind.value} variant="outlined" startIcon={<AddIcon />} disabled={disabled} onClick={() => onAdd(kind.value)} data-testid={`survey-add-${kind.value}`}>
            {kind.label}
          </Button>
        ))}
      </Box>
      {disabled && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('surveys.editor.maxQuestions', { max: SURVEY_MAX_QUESTIONS })}
        </Typography>
      )}
    </Box>
  );
}

