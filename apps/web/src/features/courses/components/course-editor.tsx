import { zodResolver } from '@hookform/resolvers/zod';
import { CourseBody, MAX_STANDARD_DAYS, type CourseBodyInput, type CourseCurriculumItem, type CourseDetail } from '@manabiya/domain/contracts/courses';
import type { IdName } from '@manabiya/domain/contracts/common';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFieldArray, useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useAutocompleteLookup } from '../../../components/form/form-autocomplete-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { fieldErrorsOf, FormErrorSummary, useSummaryFocus, type SummaryError } from '../../../components/form/form-error-summary.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { curriculumQuery, useSaveCourse } from '../api/course-api.ts';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { STANDARD_DAY_FIELDS } from './standard-days-fields.tsx';
import { EditorHeading } from './editor-heading.tsx';
import { PublishChip } from './publish-chip.tsx';
import { SaveBar } from './save-bar.tsx';
import { DragHandle, MoveButtons, useDragReorder, type DragReorder } from './reorder.tsx';
import { useHoursLabel } from './use-content-labels.ts';

/** What the list shows of a curriculum: the saved figures, or only the name of one just added. */
type CurriculumInfo = Pick<CourseCurriculumItem, 'name'> & Partial<Pick<CourseCurriculumItem, 'publish_status' | 'step_count' | 'standard_hours'>>;

function valuesOf(course: CourseDetail): CourseBodyInput {
  return {
    name: course.name,
    description: course.description ?? '',
    mode: course.mode,
    publish_status: course.publish_status,
    sequential: course.sequential,
    curricula: course.curricula.map(({ curriculum_id, normal_days, intensive_days }) => ({ curriculum_id, normal_days, intensive_days })),
  };
}

const infoOf = (course: CourseDetail) => new Map<number, CurriculumInfo>(course.curricula.map((entry) => [entry.curriculum_id, entry]));

/** The id of a field's input (`curricula.2.normal_days` → `course-curricula-2-normal_days`); a row's is `course-curricula-2`. */
const fieldIdOf = (name: string) => `course-${name.replaceAll('.', '-')}`;

export interface CourseEditorProps {
  course: CourseDetail;
  /** Editing allowed (the course's `edit` ability); otherwise the same page, read-only. */
  canEdit: boolean;
  /** Where a curriculum's name leads (its editor), where the caller may open it. */
  curriculumPath?: (id: number) => string;
  /** Buttons beside the title (preview, copy). */
  actions?: ReactNode;
}

/**
 * The course editor: its name and rules, and its curricula in order with the standard days of each
 * mode — added by searching (with the curriculum's own standard days), removed, reordered by dragging
 * a row's handle or by its up/down buttons. Nothing is saved until "保存する" (PUT replaces the whole
 * list); a save that fails keeps every change and lists what to fix at the top, and leaving with
 * unsaved changes asks first (decision 042).
 */
export function CourseEditor({ course, canEdit, curriculumPath, actions }: CourseEditorProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const contractMessage = useContractMessage();
  const queryClient = useQueryClient();
  const modes = useEnumOptions('courseMode');
  const publish = useEnumOptions('publishStatus');
  // A failed save goes to the summary at the top, which links to each field (not to the first field alone).
  const form = useForm<CourseBodyInput, unknown, CourseBody>({ resolver: zodResolver(CourseBody), defaultValues: valuesOf(course), shouldFocusError: false });
  const { control, formState } = form;
  const serverErrors = useServerFieldErrors(form);
  const curricula = useFieldArray({ control, name: 'curricula' });
  const [adding, setAdding] = useState<number[]>([]);
  const [info, setInfo] = useState(() => infoOf(course));
  const save = useSaveCourse();
  const reorder = useDragReorder(curricula.fields.length, curricula.move, !canEdit);
  const { summaryRef, failed } = useSummaryFocus(formState.isSubmitting);

  const send = (body: CourseBody) => {
    serverErrors.clear();
    save.mutate(
      { id: course.id, body },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          setInfo(infoOf(saved));
          showSnackbar(t('courses.course.saved'));
        },
        onError: (error) => {
          failed();
          serverErrors.apply(error);
        },
      },
    );
  };
  // Made in the submit event, not while rendering: a failed check marks the summary for the focus.
  const onSubmit = (event: FormEvent) => form.handleSubmit(send, failed)(event);

  /**
   * A curriculum added takes its standard days (and shows its figures) from the curriculum itself; they
   * stay editable. The focus stays in the search, so the next can be typed at once: the row appears when
   * the curriculum is read, and must not take the focus (and the text typed meanwhile) from the search.
   */
  const add = async (picked: IdName) => {
    setAdding((current) => [...current, picked.id]);
    setInfo((current) => new Map(current).set(picked.id, current.get(picked.id) ?? { name: picked.name }));
    const found = await queryClient.fetchQuery(curriculumQuery(picked.id)).catch(() => undefined);
    if (found) setInfo((current) => new Map(current).set(picked.id, found));
    // Without the curriculum (a failed read) the days are left empty, and the form says they are missing.
    curricula.append(
      {
        curriculum_id: picked.id,
        normal_days: found?.normal_days ?? (null as unknown as number),
        intensive_days: found?.intensive_days ?? (null as unknown as number),
      },
      { shouldFocus: false },
    );
    setAdding((current) => current.filter((id) => id !== picked.id));
  };
  // Listed, or being read to be listed: picking it again (a double click) adds nothing.
  const listedIds = [...curricula.fields.map((field) => field.curriculum_id), ...adding];
  const nameAt = (index: number) => {
    const id = curricula.fields[index]?.curriculum_id;
    return id === undefined ? '' : (info.get(id)?.name ?? `#${id}`);
  };
  const fieldLabels: Record<string, string> = {
    name: t('courses.fields.courseName'),
    description: t('courses.fields.description'),
    mode: t('courses.fields.mode'),
    publish_status: t('courses.fields.publishStatus'),
    sequential: t('courses.fields.sequential'),
    curricula: t('courses.fields.curricula'),
    normal_days: t('courses.course.normalDays'),
    intensive_days: t('courses.course.intensiveDays'),
  };
  const summaryOf = ({ name, message }: { name: string; message: string }): SummaryError => {
    const entry = /^curricula\.(\d+)\.(\w+)$/.exec(name);
    const text = contractMessage(message) ?? message;
    if (!entry) return { name, label: fieldLabels[name] ?? name, message: text, targetId: fieldIdOf(name) };
    const [, index, field] = entry as unknown as [string, string, string];
    const row = nameAt(Number(index));
    const days = field === 'normal_days' || field === 'intensive_days';
    return {
      name,
      label: days ? t('courses.course.rowField', { name: row, field: fieldLabels[field] }) : t('courses.course.rowItem', { name: row }),
      message: text,
      targetId: fieldIdOf(days ? name : `curricula.${index}`),
    };
  };
  const summary = fieldErrorsOf(formState.errors).map(summaryOf);
  // A refusal whose every detail now shows on its field needs no second alert.
  const otherError = serverErrors.error;
  const showOtherError = otherError !== null && !(isApiError(otherError) && !otherError.details && otherError.status === 400 && summary.length > 0);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="course-editor-title">
      {canEdit && <LeaveGuard when={formState.isDirty} />}
      <Stack spacing={2}>
        <EditorHeading titleId="course-editor-title" title={course.name} status={course.publish_status} actions={actions} canSave={canEdit} saving={save.isPending} />
        <FormErrorSummary errors={summary} summaryRef={summaryRef} />
        {showOtherError && <ErrorMessage error={otherError} />}

        <DetailSection title={t('courses.course.fieldsTitle')}>
          <Stack spacing={2}>
            <FormTextField control={control} name="name" id={fieldIdOf('name')} label={t('courses.fields.courseName')} required autoComplete="off" disabled={!canEdit} />
            <FormTextField
              control={control}
              name="description"
              id={fieldIdOf('description')}
              label={t('courses.fields.description')}
              multiline
              minRows={2}
              disabled={!canEdit}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField control={control} name="mode" id={fieldIdOf('mode')} label={t('courses.fields.mode')} options={modes} disabled={!canEdit} />
              <FormSelectField
                control={control}
                name="publish_status"
                id={fieldIdOf('publish_status')}
                label={t('courses.fields.publishStatus')}
                options={publish}
                disabled={!canEdit}
              />
            </Stack>
            <FormSwitchField control={control} name="sequential" label={t('courses.fields.sequentialLong')} disabled={!canEdit} />
          </Stack>
        </DetailSection>

        <DetailSection
          title={t('courses.course.curriculaTitle')}
          action={<PlanTotals control={control} />}
          lead={canEdit ? t('courses.course.curriculaHint') : t('courses.course.curriculaReadOnly')}
        >
          {curricula.fields.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('courses.course.noCurricula')}
            </Typography>
          )}
          <Box component="ol" id={fieldIdOf('curricula')} tabIndex={-1} aria-label={t('courses.course.curriculaTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {curricula.fields.map((field, index) => (
              <CurriculumRow
                key={field.id}
                control={control}
                index={index}
                count={curricula.fields.length}
                info={info.get(field.curriculum_id) ?? { name: `#${field.curriculum_id}` }}
                curriculumId={field.curriculum_id}
                curriculumPath={curriculumPath}
                reorder={reorder}
                canEdit={canEdit}
                onRemove={() => curricula.remove(index)}
              />
            ))}
          </Box>
          {canEdit && <AddCurriculum listed={listedIds} onAdd={(picked) => void add(picked)} />}
        </DetailSection>

        {canEdit && <SaveBar dirty={formState.isDirty} pending={save.isPending} onDiscard={() => form.reset()} testId="course-save" />}
      </Stack>
    </Box>
  );
}

/** Σ standard days of the listed curricula in each mode, as the form holds them now. */
function PlanTotals({ control }: { control: Control<CourseBodyInput, unknown, CourseBody> }) {
  const { t } = useTranslation();
  const entries = useWatch({ control, name: 'curricula' }) ?? [];
  const sum = (key: 'normal_days' | 'intensive_days') => entries.reduce((total, entry) => total + (Number(entry[key]) || 0), 0);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="plan-totals">
      {t('courses.course.totals', { normal: sum('normal_days'), intensive: sum('intensive_days') })}
    </Typography>
  );
}

interface CurriculumRowProps {
  control: Control<CourseBodyInput, unknown, CourseBody>;
  index: number;
  count: number;
  curriculumId: number;
  info: CurriculumInfo;
  curriculumPath?: (id: number) => string;
  reorder: DragReorder;
  canEdit: boolean;
  onRemove: () => void;
}

function CurriculumRow({ control, index, count, curriculumId, info, curriculumPath, reorder, canEdit, onRemove }: CurriculumRowProps) {
  const { t } = useTranslation();
  const hours = useHoursLabel();
  const contractMessage = useContractMessage();
  const { sx, ...dropProps } = reorder.rowProps(index);
  const { errors } = useFormState({ control, name: `curricula.${index}` });
  const rowErrors = errors.curricula?.[index];
  const problems = [
    { label: null, message: rowErrors?.curriculum_id?.message },
    { label: t('courses.course.normalDays'), message: rowErrors?.normal_days?.message },
    { label: t('courses.course.intensiveDays'), message: rowErrors?.intensive_days?.message },
  ].filter((problem): problem is { label: string | null; message: string } => typeof problem.message === 'string');
  const rowId = fieldIdOf(`curricula.${index}`);
  const errorsId = `${rowId}-errors`;
  const figures =
    info.step_count === undefined ? t('courses.course.notSavedYet') : `${t('courses.stepCount', { count: info.step_count })} · ${hours(info.standard_hours ?? 0)}`;
  return (
    <Box
      component="li"
      {...dropProps}
      id={rowId}
      tabIndex={-1}
      aria-describedby={problems.length > 0 ? errorsId : undefined}
      data-testid="course-curriculum-row"
      sx={{ ...sx, py: 1, borderTop: 1, borderColor: 'divider', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'center', gap: 1 }}>
        {canEdit && <DragHandle reorder={reorder} index={index} />}
        <Typography component="span" color="text.secondary" sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}>
          {index + 1}.
        </Typography>
        <Box sx={{ flex: { xs: '1 1 0', md: '1 1 auto' }, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {curriculumPath ? (
              <Link component={RouterLink} to={curriculumPath(curriculumId)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {info.name}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{info.name}</Typography>
            )}
            {info.publish_status !== undefined && <PublishChip status={info.publish_status} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {figures}
          </Typography>
        </Box>
        {/* On a phone the days take a line of their own under the name, so their labels are not cut. */}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', order: { xs: 1, md: 0 }, pl: { xs: 4, md: 0 }, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
          {STANDARD_DAY_FIELDS.map(({ mode, labelKey }) => (
            <FormNumberField
              key={mode}
              control={control}
              name={`curricula.${index}.${mode}`}
              id={fieldIdOf(`curricula.${index}.${mode}`)}
              label={t(labelKey)}
              size="small"
              min={0}
              max={MAX_STANDARD_DAYS}
              disabled={!canEdit}
              errorShownBy={errorsId}
              sx={{ width: { xs: '50%', md: 112 } }}
            />
          ))}
        </Box>
        {canEdit && (
          <Box sx={{ display: 'flex', alignItems: 'center', ml: { xs: 'auto', md: 0 } }}>
            <MoveButtons reorder={reorder} index={index} count={count} label={info.name} itemKey={`curriculum-${curriculumId}`} />
            <IconButton size="small" aria-label={t('courses.course.removeCurriculum', { name: info.name })} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      {/* The row's problems at its full width, under it: a narrow number field has no room for a sentence. */}
      {problems.length > 0 && (
        <Box id={errorsId} data-testid="course-curriculum-row-errors" sx={{ mt: 0.5, pl: { xs: 4, md: canEdit ? 6 : 4 }, color: 'error.main' }}>
          {problems.map((problem) => (
            <Typography key={problem.label ?? 'row'} variant="body2" sx={{ color: 'inherit' }}>
              {problem.label ? t('form.errorSummary.item', { label: problem.label, message: contractMessage(problem.message) }) : contractMessage(problem.message)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Search a curriculum by name and add it at the end of the list (one already listed is refused here). */
function AddCurriculum({ listed, onAdd }: { listed: number[]; onAdd: (picked: IdName) => void }) {
  const { t } = useTranslation();
  const { found, lookupProps } = useAutocompleteLookup('curriculum');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Autocomplete<IdName>
      {...lookupProps}
      options={found ?? []}
      value={null}
      blurOnSelect
      getOptionDisabled={(option) => listed.includes(option.id)}
      onChange={(_event, option) => {
        if (!option) return;
        if (listed.includes(option.id)) {
          setNotice(t('courses.course.alreadyListed'));
          return;
        }
        setNotice(null);
        onAdd(option);
      }}
      sx={{ mt: 1.5, maxWidth: { md: 480 } }}
      renderInput={(params) => <TextField {...params} size="small" label={t('courses.course.addCurriculum')} helperText={notice ?? t('courses.course.addCurriculumHint')} />}
    />
  );
}
