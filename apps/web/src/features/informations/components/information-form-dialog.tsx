import { InformationBody, type InformationAdminItem, type InformationBodyInput } from '@manabiya/domain/contracts/informations';
import { COMPANY_FILTER, COURSE_SCOPE, NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { formatAuditValue } from '../../../components/history-list.tsx';
import { informationHistoryQuery } from '../api/information-admin-api.ts';
import { useSaveInformation } from '../api/information-admin-mutations.ts';
import { InformationImagesField } from './information-images-field.tsx';
import { fromTokyoDateTimeInput, toTokyoDateTimeInput } from '../lib/tokyo-date-time.ts';
import { useInformationImages } from '../hooks/use-information-images.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { type EnumName, useEnumLabels, useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useInformationFieldLabels } from '../hooks/use-information-labels.ts';

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

/** The notice's coded fields, by the name the change history gives them. */
const CODED_FIELDS: Partial<Record<string, EnumName>> = {
  priority: 'priority',
  notice_target: 'noticeTarget',
  company_filter: 'companyFilter',
  course_scope: 'courseScope',
  publish_status: 'publishStatus',
};

/** Create or edit a notice with its images. Mount it with a `key` per notice. */
export function InformationFormDialog({ information, onClose }: InformationFormDialogProps) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const enumLabel = useEnumLabels();
  const priorityOptions = useEnumOptions('priority');
  const targetOptions = useEnumOptions('noticeTarget');
  const companyFilterOptions = useEnumOptions('companyFilter');
  const courseScopeOptions = useEnumOptions('courseScope');
  const publishStatusOptions = useEnumOptions('publishStatus');
  const fieldLabels = useInformationFieldLabels();
  const images = useInformationImages(information?.information_files ?? []);
  const { form, dialogProps } = useFormDialog({
    schema: InformationBody,
    defaultValues: defaultsOf(information),
    mutation: useSaveInformation(),
    toVariables: (body) => ({ id: information?.id ?? null, body: { ...body, information_files: images.changes }, newImages: images.added }),
    savedMessage: () => (information ? t('informations.admin.updated') : t('informations.admin.created')),
    onClose,
  });
  const history = useQuery({ ...informationHistoryQuery(information?.id ?? 0), enabled: information !== null });
  const { control } = form;
  const target = useWatch({ control, name: 'notice_target' });
  const consultingTarget = target === NOTICE_TARGET.consulting_companies;
  const formatHistoryValue = (field: string, value: unknown): string => {
    const coded = CODED_FIELDS[field];
    if (typeof value === 'number' && coded) return enumLabel(coded, value);
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value.join('、');
    return formatAuditValue(value, t('list.emptyValue'), [t('list.yes'), t('list.no')]);
  };

  return (
    <FormDialog {...dialogProps} maxWidth="md" title={information ? t('informations.admin.editTitle') : t('informations.admin.createTitle')}>
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
              helperText={contractMessage(fieldState.error?.message ?? form.formState.errors.course_ids?.message) ?? t('informations.admin.courseScopeHint')}
            >
              {courseScopeOptions.map((option) => (
                <MenuItem key={option.value} value={String(option.value)} disabled={option.value === COURSE_SCOPE.selected}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField control={control} name="publish_status" label={t('informations.admin.publishStatus')} options={publishStatusOptions} />
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
              helperText={contractMessage(fieldState.error?.message) ?? t('informations.admin.publishDateHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Stack>
      <InformationImagesField images={images} />
      {information && <FormDialogHistory entries={history.data} fieldLabels={fieldLabels} formatValue={formatHistoryValue} />}
    </FormDialog>
  );
}
