import { InformationBody, type InformationAdminItem, type InformationBodyInput } from '@manabiya/domain/contracts/informations';
import { COMPANY_FILTER, COURSE_SCOPE, NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { formatAuditValue, HistoryList } from '../../../components/history-list.tsx';
import { useSnackbar } from '../../../shell/snackbar-context.ts';
import { informationAdminKeys, informationHistoryQuery, saveInformation } from '../api/information-admin-api.ts';
import { InformationImagesField } from './information-images-field.tsx';
import { fromTokyoDateTimeInput, toTokyoDateTimeInput } from './tokyo-date-time.ts';
import { useInformationImages } from './use-information-images.ts';
import { useInformationFieldLabels, useInformationLabels } from './use-information-labels.ts';

interface InformationFormDialogProps {
  /** The notice to edit; null creates one. */
  information: InformationAdminItem | null;
  onClose: () => void;
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
    publish_status: information?.publish_status ?? PUBLISH_STATUS.public,
    publish_date: information?.publish_date ?? null,
  };
}

/** Create or edit a notice with its images. Mount it with a `key` per notice. */
export function InformationFormDialog({ information, onClose }: InformationFormDialogProps) {
  const { t } = useTranslation();
  const labels = useInformationLabels();
  const fieldLabels = useInformationFieldLabels();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<InformationBodyInput, unknown, InformationBody>({ resolver: zodResolver(InformationBody), defaultValues: defaultsOf(information) });
  const serverErrors = useServerFieldErrors(form);
  const images = useInformationImages(information?.information_files ?? []);
  const history = useQuery({ ...informationHistoryQuery(information?.id ?? 0), enabled: information !== null });
  const { control } = form;
  const target = useWatch({ control, name: 'notice_target' });
  const consultingTarget = target === NOTICE_TARGET.consulting_companies;
  const formatHistoryValue = (field: string, value: unknown): string => {
    if (typeof value === 'number') {
      if (field === 'priority') return labels.priorityLabel(value);
      if (field === 'notice_target') return labels.targetLabel(value);
      if (field === 'company_filter') return labels.companyFilterLabel(value);
      if (field === 'course_scope') return labels.courseScopeLabel(value);
      if (field === 'publish_status') return labels.publishStatusLabel(value);
    }
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value.join('、');
    return formatAuditValue(value, t('list.emptyValue'), [t('list.yes'), t('list.no')]);
  };
  const save = useMutation({
    mutationFn: (body: InformationBody) => saveInformation(information?.id ?? null, body, images.added),
    onSuccess: async () => {
      showSnackbar(information ? t('informations.admin.updated') : t('informations.admin.created'));
      await queryClient.invalidateQueries({ queryKey: informationAdminKeys.all });
      onClose();
    },
    onError: serverErrors.apply,
  });

  return (
    <FormDialog
      open
      maxWidth="md"
      title={information ? t('informations.admin.editTitle') : t('informations.admin.createTitle')}
      onSubmit={form.handleSubmit((body) => {
        serverErrors.clear();
        save.mutate({ ...body, information_files: images.changes });
      })}
      onClose={onClose}
      submitting={save.isPending}
      error={serverErrors.error}
    >
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
        <FormSelectField control={control} name="priority" label={t('informations.admin.priority')} options={labels.priorityOptions} helperText={t('informations.admin.priorityHint')} />
        <FormSelectField control={control} name="notice_target" label={t('informations.admin.noticeTarget')} options={labels.targetOptions} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="company_filter"
          label={t('informations.admin.companyFilter')}
          options={labels.companyFilterOptions}
          disabled={consultingTarget}
          helperText={consultingTarget ? t('informations.admin.companyFilterFixed') : undefined}
        />
        {/* Courses do not exist yet: "selected" stays disabled until a course picker can fill course_ids. */}
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
              helperText={fieldState.error?.message ?? form.formState.errors.course_ids?.message ?? t('informations.admin.courseScopeHint')}
            >
              {labels.courseScopeOptions.map((option) => (
                <MenuItem key={option.value} value={String(option.value)} disabled={option.value === COURSE_SCOPE.selected}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField control={control} name="publish_status" label={t('informations.admin.publishStatus')} options={labels.publishStatusOptions} />
        <Controller
          control={control}
          name="publish_date"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              type="datetime-local"
              label={t('informations.admin.publishDate')}
              name={field.name}
              inputRef={field.ref}
              value={toTokyoDateTimeInput(field.value)}
              onChange={(event) => field.onChange(fromTokyoDateTimeInput(event.target.value))}
              onBlur={field.onBlur}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? t('informations.admin.publishDateHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Stack>
      <InformationImagesField images={images} />
      {information && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('list.history')}
          </Typography>
          <HistoryList entries={history.data} fieldLabels={fieldLabels} formatValue={formatHistoryValue} />
        </>
      )}
    </FormDialog>
  );
}
