import { zodResolver } from '@hookform/resolvers/zod';
import { CreateStepBody, CurriculumBody, type CurriculumBodyInput, type CurriculumDetail, type StepItem, type StepSummary } from '@manabiya/domain/contracts/courses';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useCreateStep, useDeleteStep, useReorderSteps, useSaveCurriculum } from '../api/course-api.ts';
import { EditorHeading } from './editor-heading.tsx';
import { StandardDaysFields } from './standard-days-fields.tsx';
import { PublishChip } from './publish-chip.tsx';
import { DragHandle, MoveButtons, moved, useDragReorder } from './reorder.tsx';
import { useHoursLabel, useStepTypeLabel, useStepTypeOptions } from './use-content-labels.ts';

export interface CurriculumEditorProps {
  curriculum: CurriculumDetail;
  /** The curriculum's `edit` ability: its fields, its steps' order and new steps. */
  canEdit: boolean;
  /** Steps may be deleted (curriculum section "all"). */
  canDeleteSteps: boolean;
  /** A step's editor. */
  stepPath: (id: number) => string;
  /** A course's editor, where the caller may open courses. */
  coursePath?: (id: number) => string;
  /** A new step was made: its editor opens next. */
  onStepCreated: (step: StepItem) => void;
  /** Buttons beside the title (copy). */
  actions?: ReactNode;
}

/** A curriculum: its fields, the courses that list it, and its steps in order (drag or up/down to reorder; saved at once). */
export function CurriculumEditor({ curriculum, canEdit, canDeleteSteps, stepPath, coursePath, onStepCreated, actions }: CurriculumEditorProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <EditorHeading title={curriculum.name} status={curriculum.publish_status} actions={actions} />
      <CurriculumFields key={curriculum.updated_at} curriculum={curriculum} canEdit={canEdit} />
      <DetailSection title={t('courses.curriculum.usedBy')}>
        {curriculum.courses.length === 0 ? (
          <Typography color="text.secondary">{t('courses.curriculum.notUsed')}</Typography>
        ) : (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {curriculum.courses.map((course) =>
              coursePath ? (
                <Chip key={course.id} label={course.name} component={RouterLink} to={coursePath(course.id)} clickable variant="outlined" />
              ) : (
                <Chip key={course.id} label={course.name} variant="outlined" />
              ),
            )}
          </Stack>
        )}
      </DetailSection>
      <DetailSection
        title={t('courses.curriculum.stepsTitle')}
        action={
          canEdit && (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('courses.step.create')}
            </Button>
          )
        }
      >
        <StepList curriculum={curriculum} canEdit={canEdit} canDelete={canDeleteSteps} stepPath={stepPath} />
      </DetailSection>
      {creating && <StepCreateDialog curriculumId={curriculum.id} onClose={() => setCreating(false)} onSaved={onStepCreated} />}
    </Stack>
  );
}

/** The curriculum's own fields, saved with their own button. */
function CurriculumFields({ curriculum, canEdit }: { curriculum: CurriculumDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const publish = useEnumOptions('publishStatus');
  const form = useForm<CurriculumBodyInput, unknown, CurriculumBody>({
    resolver: zodResolver(CurriculumBody),
    defaultValues: {
      name: curriculum.name,
      description: curriculum.description ?? '',
      publish_status: curriculum.publish_status,
      normal_days: curriculum.normal_days,
      intensive_days: curriculum.intensive_days,
    },
  });
  const serverErrors = useServerFieldErrors(form);
  const save = useSaveCurriculum();
  const onSubmit = form.handleSubmit((body) => {
    serverErrors.clear();
    save.mutate({ id: curriculum.id, body }, { onSuccess: () => showSnackbar(t('courses.curriculum.saved')), onError: serverErrors.apply });
  });
  const { control } = form;
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="curriculum-fields-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="curriculum-fields-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('courses.curriculum.fieldsTitle')}
      </Typography>
      <Stack spacing={2}>
        {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} />}
        <FormTextField control={control} name="name" label={t('courses.fields.curriculumName')} required autoComplete="off" disabled={!canEdit} />
        <FormTextField control={control} name="description" label={t('courses.fields.description')} multiline minRows={2} disabled={!canEdit} />
        <FormSelectField control={control} name="publish_status" label={t('courses.fields.publishStatus')} options={publish} disabled={!canEdit} sx={{ maxWidth: { sm: 240 } }} />
        <StandardDaysFields control={control} disabled={!canEdit} />
        {canEdit && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
              {t('courses.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="curriculum-save">
              {t('form.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The steps in order. A move shows at once and is sent at once (the whole order); moves made while
 * one is on its way are sent after it, in order, so the server ends with the order on screen.
 */
function StepList({ curriculum, canEdit, canDelete, stepPath }: { curriculum: CurriculumDetail; canEdit: boolean; canDelete: boolean; stepPath: (id: number) => string }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const reorderSteps = useReorderSteps();
  const removeStep = useDeleteStep();
  const [optimistic, setOptimistic] = useState<StepSummary[] | null>(null);
  const [deleting, setDeleting] = useState<StepSummary | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  const steps = optimistic ?? curriculum.steps;
  const move = (from: number, to: number) => {
    // From the order on screen: each move renders before the next one can be made.
    const next = moved(steps, from, to);
    setOptimistic(next);
    waiting.current += 1;
    const send = () => reorderSteps.mutateAsync({ curriculum_id: curriculum.id, step_ids: next.map((step) => step.id) });
    queue.current = queue.current
      .then(send)
      .then(
        () => {
          if (waiting.current === 1) showSnackbar(t('courses.curriculum.orderSaved'));
        },
        (error: unknown) => showSnackbar(isApiError(error) && error.message ? error.message : t('errors.unexpected'), 'error'),
      )
      .finally(() => {
        waiting.current -= 1;
        // The last answer (or a refusal) brings the server's order back on screen.
        if (waiting.current === 0) setOptimistic(null);
      });
  };
  const busy = reorderSteps.isPending;
  const reorder = useDragReorder(steps.length, move, !canEdit);
  if (steps.length === 0) return <Typography color="text.secondary">{t('courses.curriculum.noSteps')}</Typography>;
  return (
    <>
      {canEdit && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('courses.curriculum.reorderHint')}
        </Typography>
      )}
      <Box component="ol" aria-label={t('courses.curriculum.stepsTitle')} aria-busy={busy} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="step-list">
        {steps.map((step, index) => (
          <StepRow
            key={step.id}
            step={step}
            index={index}
            count={steps.length}
            reorder={reorder}
            canEdit={canEdit}
            canDelete={canDelete}
            stepPath={stepPath}
            onDelete={() => setDeleting(step)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('courses.step.deleteTitle')}
        message={t('admin.confirmDelete', { name: deleting?.title ?? '' })}
        onConfirm={async () => {
          if (deleting) await removeStep.mutateAsync(deleting.id);
          showSnackbar(t('admin.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface StepRowProps {
  step: StepSummary;
  index: number;
  count: number;
  reorder: ReturnType<typeof useDragReorder>;
  canEdit: boolean;
  canDelete: boolean;
  stepPath: (id: number) => string;
  onDelete: () => void;
}

function StepRow({ step, index, count, reorder, canEdit, canDelete, stepPath, onDelete }: StepRowProps) {
  const { t } = useTranslation();
  const hours = useHoursLabel();
  const stepType = useStepTypeLabel();
  const { sx, ...dropProps } = reorder.rowProps(index);
  return (
    <Box
      component="li"
      {...dropProps}
      data-testid="step-row"
      sx={{ ...sx, display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {canEdit && <DragHandle reorder={reorder} index={index} />}
      <Typography component="span" color="text.secondary" sx={{ width: 28, textAlign: 'right', flexShrink: 0 }}>
        {index + 1}.
      </Typography>
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Link component={RouterLink} to={stepPath(step.id)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {step.title}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.25 }}>
          <Chip size="small" variant="outlined" label={stepType(step.step_type)} color={step.step_type === STEP_TYPE.assignment ? 'secondary' : 'default'} />
          <PublishChip status={step.publish_status} />
          <Typography variant="body2" color="text.secondary">
            {hours(step.standard_hours)}
          </Typography>
          <IconCount icon={OndemandVideoIcon} count={step.movie_count} label={t('courses.fields.movies')} />
          <IconCount icon={AttachFileIcon} count={step.attachment_count} label={t('courses.fields.attachments')} />
        </Stack>
      </Box>
      {(canEdit || canDelete) && (
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          {canEdit && <MoveButtons reorder={reorder} index={index} count={count} label={step.title} itemKey={`step-${step.id}`} />}
          {canDelete && (
            <IconButton size="small" aria-label={t('courses.step.deleteNamed', { name: step.title })} onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
}

/** A new step's title and type; it is added at the end (private), and its editor opens next. */
function StepCreateDialog({ curriculumId, onClose, onSaved }: { curriculumId: number; onClose: () => void; onSaved: (step: StepItem) => void }) {
  const { t } = useTranslation();
  const types = useStepTypeOptions();
  const { form, dialogProps } = useFormDialog({
    schema: CreateStepBody,
    defaultValues: { curriculum_id: curriculumId, title: '', step_type: STEP_TYPE.self_study, body: '', standard_hours: 1, publish_status: PUBLISH_STATUS.private, movie_ids: [] },
    mutation: useCreateStep(),
    toVariables: (body) => body,
    savedMessage: () => t('courses.step.created'),
    onClose,
    onSaved,
  });
  return (
    <FormDialog {...dialogProps} title={t('courses.step.createTitle')} submitLabel={t('courses.step.createSubmit')}>
      <FormTextField control={form.control} name="title" label={t('courses.fields.title')} required autoComplete="off" />
      <FormSelectField control={form.control} name="step_type" label={t('courses.fields.stepType')} options={types} />
    </FormDialog>
  );
}

/** A small count beside its icon (a step's videos, its attachments), shown only when there is one; the label is its tooltip. */
function IconCount({ icon: Icon, count, label }: { icon: typeof SvgIcon; count: number; label: string }) {
  if (count === 0) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} title={label}>
      <Icon fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {count}
      </Typography>
    </Stack>
  );
}
