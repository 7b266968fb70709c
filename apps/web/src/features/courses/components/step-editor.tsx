import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_STANDARD_HOURS,
  MAX_STEP_ATTACHMENTS,
  MAX_STEP_MOVIES,
  STEP_ATTACHMENT_MAX_MB,
  STEP_BODY_MAX,
  StepBody,
  type StepAttachment,
  type StepBodyInput,
  type StepItem,
} from '@manabiya/domain/contracts/courses';
import type { IdName } from '@manabiya/domain/contracts/common';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useAutocompleteLookup } from '../../../components/form/form-autocomplete-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { MarkdownField } from '../../../components/markdown/markdown-field.tsx';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { ATTACHMENT_ACCEPT, useAddAttachment, useRemoveAttachment, useUpdateStep } from '../api/course-api.ts';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { EditorHeading } from './editor-heading.tsx';
import { SaveBar } from './save-bar.tsx';
import { DragHandle, MoveButtons, moved, useDragReorder } from './reorder.tsx';
import { formatBytes, formatDuration, useStepTypeOptions } from './use-content-labels.ts';
import { FilePickButton } from '../../../components/form/file-pick-button.tsx';

type StepControl = Control<StepBodyInput, unknown, StepBody>;

function valuesOf(step: StepItem): StepBodyInput {
  return {
    title: step.title,
    step_type: step.step_type,
    body: step.body,
    standard_hours: step.standard_hours,
    publish_status: step.publish_status,
    movie_ids: step.movies.map((movie) => movie.id),
  };
}

export interface StepEditorProps {
  step: StepItem;
  /** The step's `edit` ability; otherwise the same page, read-only. */
  canEdit: boolean;
  /** Buttons beside the title. */
  actions?: ReactNode;
}

/**
 * A step: its title, type, hours and publication; the Markdown body beside its rendered preview
 * (stacked on phones) as students will read it; its videos in order; its attachments (uploaded and
 * removed at once, and put into the body as a link or an image).
 */
export function StepEditor({ step, canEdit, actions }: StepEditorProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const types = useStepTypeOptions();
  const publish = useEnumOptions('publishStatus');
  const form = useForm<StepBodyInput, unknown, StepBody>({ resolver: zodResolver(StepBody), defaultValues: valuesOf(step) });
  const { control, formState } = form;
  const serverErrors = useServerFieldErrors(form);
  const save = useUpdateStep();
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    serverErrors.clear();
    save.mutate(
      { id: step.id, body },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          showSnackbar(t('courses.step.saved'));
        },
        onError: serverErrors.apply,
      },
    );
  });

  /** Puts Markdown at the body's cursor (or its end), as an edit the save button then keeps. */
  const insertIntoBody = (markdown: string) => {
    const current = form.getValues('body') ?? '';
    const textarea = bodyRef.current;
    const at = textarea && document.activeElement === textarea ? textarea.selectionStart : current.length;
    const before = current.slice(0, at);
    const spacer = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    form.setValue('body', `${before}${spacer}${markdown}\n${current.slice(at)}`, { shouldDirty: true });
    showSnackbar(t('courses.step.inserted'));
  };

  return (
    <Stack spacing={2}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="step-editor-title">
        <Stack spacing={2}>
          <EditorHeading titleId="step-editor-title" title={step.title} actions={actions} canSave={canEdit} saving={save.isPending} />
          {serverErrors.error !== null && <ErrorMessage error={serverErrors.error} />}
          <DetailSection title={t('courses.step.fieldsTitle')}>
            <Stack spacing={2}>
              <FormTextField control={control} name="title" label={t('courses.fields.title')} required autoComplete="off" disabled={!canEdit} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormSelectField control={control} name="step_type" label={t('courses.fields.stepType')} options={types} disabled={!canEdit} />
                <FormNumberField
                  control={control}
                  name="standard_hours"
                  label={t('courses.fields.standardHours')}
                  step={0.5}
                  min={0}
                  max={MAX_STANDARD_HOURS}
                  disabled={!canEdit}
                />
                <FormSelectField control={control} name="publish_status" label={t('courses.fields.publishStatus')} options={publish} disabled={!canEdit} />
              </Stack>
            </Stack>
          </DetailSection>
          <MarkdownSection control={control} bodyRef={bodyRef} canEdit={canEdit} />
          <MoviesSection control={control} initial={step.movies.map((movie) => ({ id: movie.id, name: `${movie.title}（${formatDuration(movie.duration_seconds)}）` }))} canEdit={canEdit} />
          {canEdit && <SaveBar dirty={formState.isDirty} pending={save.isPending} onDiscard={() => form.reset()} testId="step-save" />}
        </Stack>
      </Box>
      <AttachmentsSection step={step} canEdit={canEdit} onInsert={insertIntoBody} />
    </Stack>
  );
}

/** The Markdown source beside its rendered preview (the preview follows typing a moment later). */
function MarkdownSection({ control, bodyRef, canEdit }: { control: StepControl; bodyRef: RefObject<HTMLTextAreaElement | null>; canEdit: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'body' });
  const text = field.value ?? '';
  return (
    <DetailSection title={t('courses.step.bodyTitle')} lead={t('courses.step.bodyHint')}>
      <MarkdownField
        label={t('courses.step.markdown')}
        name={field.name}
        value={text}
        disabled={!canEdit}
        inputRef={(element: HTMLTextAreaElement | HTMLInputElement | null) => {
          field.ref(element);
          bodyRef.current = element as HTMLTextAreaElement | null;
        }}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.invalid}
        helperText={contractMessage(fieldState.error?.message) ?? (canEdit ? t('courses.step.characters', { count: text.length, max: STEP_BODY_MAX.toLocaleString() }) : undefined)}
        rows={{ min: 18, max: 40 }}
        preview={{ title: t('courses.step.preview'), empty: t('courses.step.previewEmpty'), testId: 'step-preview', minHeight: 200, maxHeight: { md: 900 } }}
      />
    </DetailSection>
  );
}

/** The step's videos in order: picked from the movie library by title, reordered and removed here, saved with the step. */
function MoviesSection({ control, initial, canEdit }: { control: StepControl; initial: IdName[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const { field, fieldState } = useController({ control, name: 'movie_ids' });
  const ids = useWatch({ control, name: 'movie_ids' }) ?? [];
  const [names, setNames] = useState(() => new Map(initial.map((movie) => [movie.id, movie.name])));
  const setIds = (next: number[]) => field.onChange(next);
  const reorder = useDragReorder(ids.length, (from, to) => setIds(moved(ids, from, to)), !canEdit);
  const { found, lookupProps } = useAutocompleteLookup('movie');
  return (
    <DetailSection title={t('courses.fields.movies')}>
      {ids.length === 0 && <Typography color="text.secondary">{t('courses.step.noMovies')}</Typography>}
      <Box component="ol" aria-label={t('courses.fields.movies')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ids.map((id, index) => {
          const name = names.get(id) ?? `#${id}`;
          const { sx, ...dropProps } = reorder.rowProps(index);
          return (
            <Box component="li" key={id} {...dropProps} data-testid="step-movie-row" sx={{ ...sx, display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              {canEdit && <DragHandle reorder={reorder} index={index} />}
              <Typography component="span" color="text.secondary" sx={{ width: 24, textAlign: 'right' }}>
                {index + 1}.
              </Typography>
              <Typography sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>{name}</Typography>
              {canEdit && (
                <>
                  <MoveButtons reorder={reorder} index={index} count={ids.length} label={name} itemKey={`movie-${id}`} />
                  <IconButton size="small" aria-label={t('courses.step.removeMovie', { name })} onClick={() => setIds(ids.filter((other) => other !== id))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Box>
          );
        })}
      </Box>
      {fieldState.error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {contractMessage(firstMessage(fieldState.error))}
        </Typography>
      )}
      {canEdit && (
        <Autocomplete<IdName>
          {...lookupProps}
          options={found ?? []}
          value={null}
          blurOnSelect
          disabled={ids.length >= MAX_STEP_MOVIES}
          getOptionDisabled={(option) => ids.includes(option.id)}
          onChange={(_event, option) => {
            if (!option || ids.includes(option.id)) return;
            setNames((current) => new Map(current).set(option.id, option.name));
            setIds([...ids, option.id]);
          }}
          sx={{ mt: 1.5, maxWidth: { md: 480 } }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('courses.step.addMovie')} helperText={t('courses.step.addMovieHint', { max: MAX_STEP_MOVIES })} />
          )}
        />
      )}
    </DetailSection>
  );
}

/** The message of a list field's error: its own, or the first of its items' (`movie_ids.1`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const item of Object.values(error as Record<string, unknown>)) {
    if (typeof item === 'object' && item !== null && 'message' in item && typeof item.message === 'string' && item.message) return item.message;
  }
  return undefined;
}

const isImage = (file: StepAttachment) => file.content_type.startsWith('image/');
const ATTACHMENT_MAX_BYTES = STEP_ATTACHMENT_MAX_MB * 1024 * 1024;

/** The step's files: uploaded and removed at once (not with the save button), and put into the body on request. */
function AttachmentsSection({ step, canEdit, onInsert }: { step: StepItem; canEdit: boolean; onInsert: (markdown: string) => void }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const add = useAddAttachment();
  const remove = useRemoveAttachment();
  const [removing, setRemoving] = useState<StepAttachment | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const full = step.attachments.length >= MAX_STEP_ATTACHMENTS;
  const upload = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) return setProblem(t('courses.step.attachmentTooLarge', { max: STEP_ATTACHMENT_MAX_MB }));
    add.mutate(
      { stepId: step.id, file },
      {
        onSuccess: () => showSnackbar(t('courses.step.attachmentAdded', { name: file.name })),
        onError: (error) => setProblem(error),
      },
    );
  };
  return (
    <DetailSection
      title={t('courses.fields.attachments')}
      lead={canEdit ? t('courses.step.attachmentsHint', { max: STEP_ATTACHMENT_MAX_MB, count: MAX_STEP_ATTACHMENTS }) : t('courses.step.attachmentsReadOnly')}
      action={
        canEdit && (
          <FilePickButton
            label={t('courses.step.upload')}
            accept={ATTACHMENT_ACCEPT}
            startIcon={<UploadFileIcon />}
            disabled={add.isPending || full}
            onFiles={(files) => upload(files[0])}
          />
        )
      }
    >
      {add.isPending && <LinearProgress aria-label={t('courses.step.uploading')} sx={{ mb: 1 }} />}
      {problem !== null &&
        (typeof problem === 'string' ? (
          <Typography color="error" variant="body2" sx={{ mb: 1 }}>
            {problem}
          </Typography>
        ) : (
          <ErrorMessage error={problem} sx={{ mb: 1 }} />
        ))}
      {step.attachments.length === 0 && <Typography color="text.secondary">{t('courses.step.noAttachments')}</Typography>}
      <Box component="ul" aria-label={t('courses.fields.attachments')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {step.attachments.map((file) => (
          <Box component="li" key={file.id} data-testid="step-attachment-row" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
            <AttachFileIcon fontSize="small" color="action" />
            <Link href={file.path} download={file.file_name} sx={{ wordBreak: 'break-all', minWidth: 0 }}>
              {file.file_name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {formatBytes(file.size_bytes)}
            </Typography>
            {canEdit && (
              <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
                <Button size="small" startIcon={<NoteAddIcon />} onClick={() => onInsert(isImage(file) ? `![${file.file_name}](${file.path})` : `[${file.file_name}](${file.path})`)}>
                  {isImage(file) ? t('courses.step.insertImage') : t('courses.step.insertLink')}
                </Button>
                <IconButton size="small" aria-label={t('courses.step.removeAttachment', { name: file.file_name })} onClick={() => setRemoving(file)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={t('courses.step.removeAttachmentTitle')}
        message={t('admin.confirmDelete', { name: removing?.file_name ?? '' })}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ stepId: step.id, attachmentId: removing.id });
          showSnackbar(t('admin.deleted'));
        }}
        onClose={() => setRemoving(null)}
      />
    </DetailSection>
  );
}
