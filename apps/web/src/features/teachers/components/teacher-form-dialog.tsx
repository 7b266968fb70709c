import { TeacherBody, type TeacherItem } from '@manabiya/domain/contracts/teachers';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormDialogHistory } from '../../../components/form/form-dialog-history.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useAdminFieldLabels } from '../../../components/use-admin-field-labels.ts';
import { ICON_MAX_BYTES, ICON_TYPES, teacherHistoryQuery, useSaveTeacher } from '../api/teacher-api.ts';

interface TeacherFormDialogProps {
  teacher: TeacherItem | null;
  onClose: () => void;
}

/** An object URL for the picked file, revoked when the file changes or the dialog closes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** Create or edit a teacher profile with its icon (checked here as a courtesy; the server decides). */
export function TeacherFormDialog({ teacher, onClose }: TeacherFormDialogProps) {
  const { t } = useTranslation();
  const fieldLabels = useAdminFieldLabels();
  const inputId = useId();
  const [icon, setIcon] = useState<File | null>(null);
  const [iconError, setIconError] = useState<string | null>(null);
  const preview = usePreview(icon);
  const { form, dialogProps } = useFormDialog({
    schema: TeacherBody,
    defaultValues: {
      name: teacher?.name ?? '',
      name_kana: teacher?.name_kana ?? '',
      introduction: teacher?.introduction ?? '',
      specialities: teacher?.specialities ?? '',
      staff_id: teacher?.staff_id ?? null,
    },
    mutation: useSaveTeacher(),
    toVariables: (body) => ({ id: teacher?.id ?? null, body, icon }),
    savedMessage: () => (teacher ? t('admin.teacher.updated') : t('admin.teacher.created')),
    onClose,
  });
  const history = useQuery({ ...teacherHistoryQuery(teacher?.id ?? 0), enabled: teacher !== null });
  const pickIcon = (file: File | undefined) => {
    setIconError(null);
    if (!file) return setIcon(null);
    if (!(ICON_TYPES as readonly string[]).includes(file.type)) return setIconError(t('admin.teacher.iconType'));
    if (file.size > ICON_MAX_BYTES) return setIconError(t('admin.teacher.iconSize'));
    setIcon(file);
  };
  const { control } = form;
  return (
    <FormDialog {...dialogProps} title={teacher ? t('admin.teacher.editTitle') : t('admin.teacher.createTitle')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview ?? teacher?.icon_path ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
        <div>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small">
            {t('admin.teacher.chooseIcon')}
          </Button>
          <input id={inputId} type="file" accept={ICON_TYPES.join(',')} hidden onChange={(event) => pickIcon(event.target.files?.[0])} aria-label={t('admin.teacher.chooseIcon')} />
          <FormHelperText error={iconError !== null}>{iconError ?? icon?.name ?? t('admin.teacher.iconHint')}</FormHelperText>
        </div>
      </Stack>
      <FormTextField control={control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
      <FormTextField control={control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      <FormTextField control={control} name="specialities" label={t('admin.teacher.specialities')} autoComplete="off" />
      <FormTextField control={control} name="introduction" label={t('admin.teacher.introduction')} multiline minRows={3} />
      <FormAutocompleteField control={control} name="staff_id" label={t('admin.teacher.staff')} source="admin" initialLabel={teacher?.staff_name} />
      {teacher && <FormDialogHistory entries={history.data} fieldLabels={fieldLabels} />}
    </FormDialog>
  );
}
