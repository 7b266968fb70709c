import { zodResolver } from '@hookform/resolvers/zod';
import { InformationBody, type InformationAdminItem, type InformationBodyInput } from '@manabiya/domain/contracts/informations';
import { COMPANY_FILTER, COURSE_SCOPE, NOTICE_TARGET, PUBLISH_STATUS, type PublishStatus } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form/form-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { formatAuditValue } from '../../../components/history-list.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { DEFAULT_DISPLAY_TIME_ZONE, displayTimeZone } from '../../../lib/display-time-zone.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { type EnumName, useEnumLabels, useEnumOptions } from '../../../lib/use-enum-label.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { informationHistoryQuery, usePublishInformation, useSaveInformation } from '../api/information-admin-api.ts';
import { useInformationImages } from '../hooks/use-information-images.ts';
import { useInformationFieldLabels } from '../hooks/use-information-labels.ts';
import { useDateFormat } from '../../../lib/format-date.ts';
import { fromDisplayDateTimeInput, isFuture, toDisplayDateTimeInput } from '../lib/display-date-time.ts';
import { InformationCoursesField } from './information-courses-field.tsx';
import { InformationImagesField } from './information-images-field.tsx';
import { InformationPreviewDialog, type PreviewContent } from './information-preview-dialog.tsx';
import { InformationPublishDialog } from './information-publish-dialog.tsx';

interface InformationFormDialogProps {
  /** The notice to edit; null creates one. */
  information: InformationAdminItem | null;
  onClose: () => void;
}

/** Publish at the moment it is confirmed, or at a date typed in. */
type ScheduleMode = 'now' | 'at';

/** A public notice keeps its date; a draft dated in the future was scheduled, any other is published when confirmed. */
function scheduleModeOf(information: InformationAdminItem | null): ScheduleMode {
  if (!information) return 'now';
  return information.publish_status === PUBLISH_STATUS.public || isFuture(information.publish_date) ? 'at' : 'now';
}

function defaultsOf(information: InformationAdminItem | null): InformationBodyInput {
  return {
    name: information?.name ?? '',
    content: information?.content ?? '',
    priority: information?.priority ?? PRIORITY.low,
    notice_target: information?.notice_target ?? NOTICE_TARGET.everyone,
    company_filter: information?.company_filter ?? COMPANY_FILTER.all,
    course_scope: information?.course_scope ?? COURSE_SCOPE.all,
    course_ids: information?.course_ids ?? [],
    // A new notice is a draft: publishing is its own, confirmed step (decision 023).
    publish_status: information?.publish_status ?? PUBLISH_STATUS.private,
    publish_date: scheduleModeOf(information) === 'at' ? (information?.publish_date ?? null) : null,
  };
}

/** The notice's coded fields, by the name the change history gives them. */
const CODED_FIELDS: Partial<Record<string, EnumName>> = {
  priority: 'priority',
  notice_target: 'noticeTarget',
  company_filter: 'companyFilter',
  course_scope: 'courseScope',
  publish_status: 'publishStatus',
};

/** What the open confirmation is about, with the body checked and ready to send. */
type Pending = { kind: 'publish' | 'change'; body: InformationBody };

/**
 * Create or edit a notice with its images. A draft is saved as a draft (「下書き保存」) or published
 * after a confirmation that names its audience, priority, pop-up and push (「公開する」); a public
 * notice's change is saved after a confirmation that says who will see it. Mount it with a `key` per notice.
 */
export function InformationFormDialog({ information, onClose }: InformationFormDialogProps) {
  const { t } = useTranslation();
  const dateTimeText = useDateFormat().dateTime;
  const titleId = useId();
  const phone = usePhone();
  const showSnackbar = useSnackbar();
  const contractMessage = useContractMessage();
  const enumLabel = useEnumLabels();
  const priorityOptions = useEnumOptions('priority');
  const targetOptions = useEnumOptions('noticeTarget');
  const companyFilterOptions = useEnumOptions('companyFilter');
  const courseScopeOptions = useEnumOptions('courseScope');
  const fieldLabels = useInformationFieldLabels();
  const images = useInformationImages(information?.information_files ?? []);
  const form = useForm<InformationBodyInput, unknown, InformationBody>({ resolver: zodResolver(InformationBody), defaultValues: defaultsOf(information) });
  const serverErrors = useServerFieldErrors(form);
  const save = useSaveInformation();
  const publish = usePublishInformation();
  const history = useQuery({ ...informationHistoryQuery(information?.id ?? 0), enabled: information !== null });
  const [mode, setMode] = useState<ScheduleMode>(() => scheduleModeOf(information));
  const [pending, setPending] = useState<Pending | null>(null);
  /** The body to save as private once 「非公開に戻す」 is confirmed. */
  const [unpublishing, setUnpublishing] = useState<InformationBody | null>(null);
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const { control } = form;
  const target = useWatch({ control, name: 'notice_target' });
  const courseScope = useWatch({ control, name: 'course_scope' });
  const consultingTarget = target === NOTICE_TARGET.consulting_companies;
  const isPublic = information?.publish_status === PUBLISH_STATUS.public;
  const busy = save.isPending || publish.isPending;
  const dateOf = (iso: string) => dateTimeText(iso);
  const zone = displayTimeZone();
  const publishDateHint = zone === DEFAULT_DISPLAY_TIME_ZONE ? t('informations.admin.publishDateHint') : t('informations.admin.publishDateHintZone', { zone });

  const formatHistoryValue = (field: string, value: unknown): string => {
    const coded = CODED_FIELDS[field];
    if (typeof value === 'number' && coded) return enumLabel(coded, value);
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value.join('、');
    return formatAuditValue(value, t('list.emptyValue'), [t('list.yes'), t('list.no')]);
  };

  /** The checked values as the body to send with this status; null (and the field marked) when "at a date" has no date. */
  const bodyOf = (values: InformationBody, status: PublishStatus): InformationBody | null => {
    const publishDate = mode === 'now' ? null : values.publish_date;
    if (mode === 'at' && !publishDate) {
      form.setError('publish_date', { type: 'required', message: t('informations.admin.publishDateRequired') }, { shouldFocus: true });
      return null;
    }
    return { ...values, publish_status: status, publish_date: publishDate, information_files: images.changes };
  };

  const store = (body: InformationBody) => save.mutateAsync({ id: information?.id ?? null, body, newImages: images.added });

  const finish = (message: string) => {
    showSnackbar(message);
    onClose();
  };

  const saveDraft = form.handleSubmit(async (values) => {
    serverErrors.clear();
    const body = bodyOf(values, PUBLISH_STATUS.private);
    if (!body) return;
    try {
      await store(body);
      finish(t('informations.admin.draftSaved'));
    } catch (caught) {
      serverErrors.apply(caught);
    }
  });

  /** 「公開する」 on a draft, 「変更を保存」 on a public notice: checked first, then confirmed. */
  const askToConfirm = form.handleSubmit((values) => {
    serverErrors.clear();
    const body = bodyOf(values, isPublic ? PUBLISH_STATUS.public : PUBLISH_STATUS.private);
    if (body) setPending({ kind: isPublic ? 'change' : 'publish', body });
  });

  const confirmPending = async () => {
    if (!pending) return;
    if (pending.kind === 'change') {
      try {
        await store(pending.body);
      } catch (caught) {
        setPending(null);
        serverErrors.apply(caught);
        return;
      }
      finish(t('informations.admin.updated'));
      return;
    }
    // Publishing: the draft is saved with the editor's words, then published by its own call.
    let stored: InformationAdminItem;
    try {
      stored = await store(pending.body);
    } catch (caught) {
      setPending(null);
      serverErrors.apply(caught);
      return;
    }
    try {
      const published = await publish.mutateAsync({ id: stored.id, publish_date: pending.body.publish_date });
      finish(published.published ? t('informations.admin.publishedNow') : t('informations.admin.publishedLater', { date: dateOf(published.publish_date) }));
    } catch (caught) {
      // The draft is stored: the list offers 「公開する」 on its row to try again.
      showSnackbar(`${t('informations.admin.draftSaved')} ${(isApiError(caught) && caught.message) || t('errors.unexpected')}`, 'error');
      onClose();
    }
  };

  const unpublish = form.handleSubmit((values) => {
    serverErrors.clear();
    const body = bodyOf(values, PUBLISH_STATUS.private);
    if (body) setUnpublishing(body);
  });

  const openPreview = () => {
    const values = form.getValues();
    const publishDate = mode === 'at' ? (values.publish_date ?? null) : null;
    setPreview({
      name: values.name ?? '',
      content: values.content ?? '',
      priority: values.priority ?? PRIORITY.low,
      publishDate,
      images: [
        ...images.existing.filter((file) => !images.removed.has(file.id)),
        ...images.added.map((file, index) => ({ path: images.previews[index] ?? '', name: file.name })),
      ],
    });
  };

  const lead = !information
    ? t('informations.admin.leadNew')
    : !isPublic
      ? t('informations.admin.leadDraft')
      : information.published
        ? t('informations.admin.leadPublished')
        : t('informations.admin.leadScheduled', { date: dateOf(information.publish_date) });

  return (
    <>
      <FormDialogFrame titleId={titleId} onSubmit={askToConfirm} onClose={onClose} busy={busy} maxWidth="md" testId="information-editor">
        <DialogTitle id={titleId} sx={phone ? { pr: 7 } : undefined}>
          {information ? t('informations.admin.editTitle') : t('informations.admin.createTitle')}
        </DialogTitle>
        {/* Full screen on a phone: cancelling moves to the title bar, so the actions fit one row. */}
        {phone && (
          <IconButton onClick={onClose} disabled={busy} aria-label={t('form.cancel')} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        )}
        <DialogContent dividers>
          {serverErrors.error !== null && serverErrors.error !== undefined && <ErrorMessage error={serverErrors.error} sx={{ mb: 2 }} />}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity={isPublic && information?.published ? 'warning' : 'info'} data-testid="information-editor-status">
              <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {!isPublic
                  ? t('informations.admin.statusDraft')
                  : information?.published
                    ? t('informations.admin.statusPublished')
                    : t('informations.admin.statusScheduled')}
              </Box>
              {lead}
            </Alert>
            <FormTextField control={control} name="name" label={t('informations.admin.subject')} required autoComplete="off" />
            <FormTextField
              control={control}
              name="content"
              label={t('informations.admin.content')}
              required
              multiline
              minRows={6}
              maxRows={20}
              helperText={t('informations.admin.contentHint')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField control={control} name="priority" label={t('informations.admin.priority')} options={priorityOptions} helperText={t('informations.admin.priorityHint')} />
              <FormSelectField control={control} name="notice_target" label={t('informations.admin.noticeTarget')} options={targetOptions} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField
                control={control}
                name="company_filter"
                label={t('informations.admin.companyFilter')}
                options={companyFilterOptions}
                disabled={consultingTarget}
                helperText={consultingTarget ? t('informations.admin.companyFilterFixed') : undefined}
              />
              <Controller
                control={control}
                name="course_scope"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('informations.admin.courseScope')}
                    name={field.name}
                    inputRef={field.ref}
                    value={String(field.value ?? COURSE_SCOPE.all)}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    error={fieldState.invalid}
                    helperText={contractMessage(fieldState.error?.message) ?? t('informations.admin.courseScopeHint')}
                  >
                    {courseScopeOptions.map((option) => (
                      <MenuItem key={option.value} value={String(option.value)}>
                        {option.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            {courseScope === COURSE_SCOPE.selected && <InformationCoursesField control={control} disabled={busy} />}
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('informations.admin.schedule')}</FormLabel>
              <RadioGroup
                row
                name="schedule"
                value={mode}
                onChange={(event) => {
                  setMode(event.target.value as ScheduleMode);
                  form.clearErrors('publish_date');
                }}
              >
                <FormControlLabel value="now" control={<Radio />} label={t('informations.admin.scheduleNow')} disabled={busy} />
                <FormControlLabel value="at" control={<Radio />} label={t('informations.admin.scheduleAt')} disabled={busy} />
              </RadioGroup>
              {mode === 'now' ? (
                !isPublic && (
                  <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'body2' }}>
                    {t('informations.admin.scheduleNowHint')}
                  </Box>
                )
              ) : (
                <Controller
                  control={control}
                  name="publish_date"
                  render={({ field, fieldState }) => (
                    <TextField
                      type="datetime-local"
                      label={t('informations.admin.publishDate')}
                      required
                      name={field.name}
                      inputRef={field.ref}
                      value={toDisplayDateTimeInput(field.value)}
                      onChange={(event) => field.onChange(fromDisplayDateTimeInput(event.target.value))}
                      onBlur={field.onBlur}
                      error={fieldState.invalid}
                      helperText={contractMessage(fieldState.error?.message) ?? publishDateHint}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ mt: 1, maxWidth: { sm: 320 } }}
                    />
                  )}
                />
              )}
            </FormControl>
            <InformationImagesField images={images} />
            {information && <FormDialogHistory entries={history.data} fieldLabels={fieldLabels} formatValue={formatHistoryValue} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button onClick={openPreview} startIcon={<VisibilityIcon />} disabled={busy} sx={{ mr: 'auto' }} data-testid="information-preview">
            {t('informations.admin.preview')}
          </Button>
          {!phone && (
            <Button onClick={onClose} disabled={busy}>
              {t('form.cancel')}
            </Button>
          )}
          {isPublic ? (
            <Button variant="outlined" color="error" onClick={() => void unpublish()} disabled={busy} data-testid="information-unpublish">
              {t('informations.admin.unpublish')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => void saveDraft()} disabled={busy} data-testid="information-save-draft">
              {t('informations.admin.saveDraft')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy} data-testid="form-submit">
            {isPublic ? t('informations.admin.saveChanges') : t('informations.admin.publishAction')}
          </Button>
        </DialogActions>
      </FormDialogFrame>
      {pending && (
        <InformationPublishDialog
          mode={pending.kind}
          name={pending.body.name}
          priority={pending.body.priority}
          target={pending.body}
          publishDate={pending.body.publish_date}
          visibleBefore={information?.published ?? false}
          audienceBefore={pending.kind === 'change' ? information?.audience_count : undefined}
          onPreview={openPreview}
          onConfirm={confirmPending}
          onClose={() => setPending(null)}
        />
      )}
      <ConfirmDialog
        open={unpublishing !== null}
        title={t('informations.admin.unpublishConfirm.title')}
        message={t('informations.admin.unpublishConfirm.message', { name: information?.name ?? '' })}
        confirmLabel={t('informations.admin.unpublishConfirm.button')}
        onConfirm={async () => {
          if (!unpublishing) return;
          await store(unpublishing);
          finish(t('informations.admin.unpublished'));
        }}
        onClose={() => setUnpublishing(null)}
      />
      <InformationPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}
