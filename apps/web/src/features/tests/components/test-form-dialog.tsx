import { MAX_ATTEMPTS, MAX_RETAKE_WAIT_MINUTES, MAX_TEST_QUESTIONS, MAX_TIME_LIMIT_MINUTES, TestBody, type TestBodyInput, type TestDetail } from '@manabiya/domain/contracts/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { DEFAULT_GRADE_BANDS, REVIEW_MODE, TEST_KIND } from '@manabiya/domain/enums/tests';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { displayWallClock, fromDisplayWallClock } from '../../../lib/display-time-zone.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSaveTest } from '../api/admin-test-api.ts';
import { useTestLabels } from './use-test-labels.ts';

type TestControl = Control<TestBodyInput, unknown, TestBody>;

/** The grades with a lower bound (below C is D). */
const GRADES = ['S', 'A', 'B', 'C'] as const;

const NEW_TEST: TestBodyInput = {
  kind: TEST_KIND.curriculum,
  title: '',
  description: '',
  curriculum_id: null,
  course_id: null,
  time_limit_minutes: 30,
  attempts_allowed: null,
  retake_wait_minutes: 0,
  pass_percent: 60,
  grade_bands: { ...DEFAULT_GRADE_BANDS },
  shuffle_questions: false,
  shuffle_options: false,
  draw_count: null,
  review_mode: REVIEW_MODE.answers,
  available_from: null,
  available_until: null,
  publish_status: PUBLISH_STATUS.private,
  required_to_complete: false,
};

function valuesOf(test: TestDetail): TestBodyInput {
  return {
    kind: test.kind,
    title: test.title,
    description: test.description ?? '',
    curriculum_id: test.curriculum_id,
    course_id: test.course_id,
    time_limit_minutes: test.time_limit_minutes,
    attempts_allowed: test.attempts_allowed,
    retake_wait_minutes: test.retake_wait_minutes,
    pass_percent: test.pass_percent,
    grade_bands: { ...test.grade_bands },
    shuffle_questions: test.shuffle_questions,
    shuffle_options: test.shuffle_options,
    draw_count: test.draw_count,
    review_mode: test.review_mode,
    available_from: test.available_from,
    available_until: test.available_until,
    publish_status: test.publish_status,
    required_to_complete: test.required_to_complete,
  };
}

/** What a kind of test belongs to: a curriculum test its curriculum only, the others a course (or, for CAB, none). */
function belongingOf(body: TestBody): TestBody {
  return body.kind === TEST_KIND.curriculum ? { ...body, course_id: null } : { ...body, curriculum_id: null, required_to_complete: false };
}

interface TestFormDialogProps {
  /** The test whose settings are edited; null adds one. */
  test: TestDetail | null;
  onClose: () => void;
  onSaved?: (test: TestDetail) => void;
}

/** A test's settings: kind and what it belongs to, its rules (time, attempts, pass mark, grades), how questions are given, what students see after, when it is open. */
export function TestFormDialog({ test, onClose, onSaved }: TestFormDialogProps) {
  const { t } = useTranslation();
  const labels = useTestLabels();
  const publish = useEnumOptions('publishStatus');
  const { form, dialogProps } = useFormDialog({
    schema: TestBody,
    defaultValues: test ? valuesOf(test) : NEW_TEST,
    mutation: useSaveTest(),
    toVariables: (body) => ({ id: test?.id ?? null, body: belongingOf(body) }),
    savedMessage: () => (test ? t('tests.settings.saved') : t('tests.list.created')),
    onClose,
    onSaved,
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <FormDialog
      {...dialogProps}
      maxWidth="md"
      title={test ? t('tests.settings.editTitle') : t('tests.list.createTitle')}
      submitLabel={test ? t('form.save') : t('tests.list.createSubmit')}
    >
      <FormTextField control={control} name="title" label={t('tests.fields.title')} required autoComplete="off" />
      <Row>
        <FormSelectField control={control} name="kind" label={t('tests.fields.kind')} options={labels.testKinds} />
        <FormSelectField control={control} name="publish_status" label={t('tests.fields.publishStatus')} options={publish} />
      </Row>
      {kind === TEST_KIND.curriculum ? (
        <>
          <FormAutocompleteField
            key="curriculum"
            control={control}
            name="curriculum_id"
            label={t('tests.fields.curriculum')}
            source="curriculum"
            initialLabel={test?.curriculum_name}
            required
          />
          <Box>
            <FormSwitchField control={control} name="required_to_complete" label={t('tests.fields.requiredToComplete')} />
            <Typography variant="body2" color="text.secondary">
              {t('tests.fields.requiredToCompleteHint')}
            </Typography>
          </Box>
        </>
      ) : (
        <FormAutocompleteField
          key="course"
          control={control}
          name="course_id"
          label={t('tests.fields.course')}
          source="course"
          initialLabel={test?.course_name}
          required={kind === TEST_KIND.comprehensive}
          helperText={kind === TEST_KIND.cab ? t('tests.fields.courseOptional') : undefined}
        />
      )}
      <FormTextField control={control} name="description" label={t('tests.fields.description')} multiline minRows={2} />

      <Group title={t('tests.settings.rulesTitle')}>
        <Row>
          <FormNumberField control={control} name="time_limit_minutes" label={t('tests.fields.timeLimit')} min={1} max={MAX_TIME_LIMIT_MINUTES} helperText={t('tests.fields.emptyNoLimit')} />
          <FormNumberField control={control} name="attempts_allowed" label={t('tests.fields.attempts')} min={1} max={MAX_ATTEMPTS} helperText={t('tests.fields.emptyNoLimit')} />
          <FormNumberField control={control} name="retake_wait_minutes" label={t('tests.fields.retakeWait')} min={0} max={MAX_RETAKE_WAIT_MINUTES} />
        </Row>
      </Group>

      <Group title={t('tests.settings.gradingTitle')} lead={t('tests.settings.gradingHint')}>
        <FormNumberField control={control} name="pass_percent" label={t('tests.fields.passPercent')} min={0} max={100} sx={{ maxWidth: { sm: 240 } }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 2, alignItems: 'start' }}>
          {GRADES.map((grade) => (
            <FormNumberField key={grade} control={control} name={`grade_bands.${grade}`} label={t('tests.fields.band', { grade })} min={1} max={100} />
          ))}
        </Box>
      </Group>

      <Group title={t('tests.settings.deliveryTitle')}>
        <Row>
          <FormSwitchField control={control} name="shuffle_questions" label={t('tests.fields.shuffleQuestions')} />
          <FormSwitchField control={control} name="shuffle_options" label={t('tests.fields.shuffleOptions')} />
        </Row>
        <FormNumberField
          control={control}
          name="draw_count"
          label={t('tests.fields.drawCount')}
          min={1}
          max={MAX_TEST_QUESTIONS}
          helperText={t('tests.fields.drawCountHint')}
          sx={{ maxWidth: { sm: 320 } }}
        />
        <FormSelectField control={control} name="review_mode" label={t('tests.fields.reviewMode')} options={labels.reviewModes} helperText={t('tests.fields.reviewModeHint')} />
      </Group>

      <Group title={t('tests.settings.windowTitle')} lead={t('tests.settings.windowHint')}>
        <Row>
          <DateTimeField control={control} name="available_from" label={t('tests.fields.availableFrom')} />
          <DateTimeField control={control} name="available_until" label={t('tests.fields.availableUntil')} />
        </Row>
      </Group>
    </FormDialog>
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

/** A few fields under a small heading. */
function Group({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: lead ? 0 : 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {title}
        </Typography>
      </Box>
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
          {lead}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

/** A time on the school's clock (the display time zone, whatever the browser's): empty is null. */
function DateTimeField({ control, name, label }: { control: TestControl; name: 'available_from' | 'available_until'; label: string }) {
  const { field, fieldState } = useController({ control, name });
  const contractMessage = useContractMessage();
  const value = field.value;
  return (
    <TextField
      type="datetime-local"
      fullWidth
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={value ? displayWallClock(new Date(value)) : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : (fromDisplayWallClock(event.target.value) ?? null))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={contractMessage(fieldState.error?.message)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
