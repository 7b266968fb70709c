import { CreateStudentBody, type CreateStudentBodyInput, type StudentItem } from '@manabiya/domain/contracts/students';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { can } from '@manabiya/domain/permissions/section-permissions';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { useSaveStudent } from '../api/student-api.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { GRADE_OPTIONS, PREFECTURE_OPTIONS, useInitInputLabels } from './use-student-labels.ts';

interface StudentFormDialogProps {
  /** The student to edit; null creates one, who is invited by mail unless unchecked. */
  student: StudentItem | null;
  onClose: () => void;
  onSaved?: (student: StudentItem) => void;
}

function defaultsOf(student: StudentItem | null): CreateStudentBodyInput {
  return {
    name: student?.name ?? '',
    name_kana: student?.name_kana ?? '',
    email: student?.email ?? '',
    company_id: student?.company_id ?? (null as unknown as number),
    course_id: student?.course_id ?? null,
    status: (student?.status ?? STUDENT_STATUS.taking) as CreateStudentBodyInput['status'],
    retire_reason: (student?.retire_reason ?? null) as CreateStudentBodyInput['retire_reason'],
    retire_date: student?.retire_date ?? null,
    grade: (student?.grade ?? null) as CreateStudentBodyInput['grade'],
    course_mode: (student?.course_mode ?? 0) as CreateStudentBodyInput['course_mode'],
    start_date: student?.start_date ?? null,
    end_date: student?.end_date ?? null,
    birthday: student?.birthday ?? null,
    gender: (student?.gender ?? null) as CreateStudentBodyInput['gender'],
    prefecture_id: student?.prefecture_id ?? null,
    init_input_flg: (student?.init_input_flg ?? 0) as CreateStudentBodyInput['init_input_flg'],
    send_invitation: true,
  };
}

/** Create or edit a student. Mount it with a `key` per student. */
export function StudentFormDialog({ student, onClose, onSaved }: StudentFormDialogProps) {
  const { t } = useTranslation();
  const statusOptions = useEnumOptions('studentStatus');
  const courseModeOptions = useEnumOptions('courseMode');
  const retireReasonOptions = useEnumOptions('retireReason');
  const genderOptions = useEnumOptions('gender');
  const { initInputOptions } = useInitInputLabels();
  const { form, dialogProps } = useFormDialog({
    schema: CreateStudentBody,
    defaultValues: defaultsOf(student),
    mutation: useSaveStudent(),
    // A reason and date of leaving are kept only while the status says retired.
    toVariables: (body) => ({ id: student?.id ?? null, body: body.status === STUDENT_STATUS.retired ? body : { ...body, retire_reason: null, retire_date: null } }),
    savedMessage: (saved, { body }) =>
      student ? t('admin.student.updated') : body.send_invitation ? t('admin.student.invited', { email: saved.email }) : t('admin.student.created'),
    onClose,
    onSaved,
  });
  const { control } = form;
  const status = useWatch({ control, name: 'status' });
  const retired = status === STUDENT_STATUS.retired;
  // Without student_detail the list carries no personal facts; the server keeps them as they are (decision 017).
  const user = useSignedInUser();
  const hidesDetail = student !== null && !can(user?.section_permissions, 'student_detail', 'read');
  const row = { xs: 'column', sm: 'row' } as const;
  // A picker that may stay empty offers "unset" as its first choice.
  const optional = { control, emptyLabel: t('admin.student.unset') };
  return (
    <FormDialog {...dialogProps} maxWidth="md" title={student ? t('admin.student.editTitle') : t('admin.student.createTitle')}>
      <Stack direction={row} spacing={2}>
        <FormTextField control={control} name="name" label={t('admin.fields.name')} required autoComplete="off" />
        <FormTextField control={control} name="name_kana" label={t('admin.fields.nameKana')} autoComplete="off" />
      </Stack>
      <FormTextField control={control} name="email" label={t('admin.fields.email')} type="email" required autoComplete="off" />
      <FormAutocompleteField control={control} name="company_id" label={t('admin.student.company')} source="company" required initialLabel={student?.company_name} />
      <Stack direction={row} spacing={2}>
        <FormAutocompleteField
          control={control}
          name="course_id"
          label={t('admin.student.course')}
          source="course"
          initialLabel={student?.course_name}
          helperText={t('admin.student.courseHint')}
        />
        <FormSelectField control={control} name="course_mode" label={t('admin.student.courseMode')} options={courseModeOptions} required />
      </Stack>
      <Stack direction={row} spacing={2}>
        <FormSelectField control={control} name="status" label={t('admin.student.status')} options={statusOptions} required />
        <FormSelectField {...optional} name="grade" label={t('admin.student.grade')} options={GRADE_OPTIONS} />
      </Stack>
      {retired && (
        <Stack direction={row} spacing={2}>
          <FormSelectField {...optional} name="retire_reason" label={t('admin.student.retireReason')} options={retireReasonOptions} required />
          <FormDateField control={control} name="retire_date" label={t('admin.student.retireDate')} required />
        </Stack>
      )}
      <Stack direction={row} spacing={2}>
        <FormDateField control={control} name="start_date" label={t('admin.student.startDate')} />
        <FormDateField control={control} name="end_date" label={t('admin.student.endDate')} />
      </Stack>
      {!hidesDetail && (
        <Stack direction={row} spacing={2}>
          <FormDateField control={control} name="birthday" label={t('admin.student.birthday')} />
          <FormSelectField {...optional} name="gender" label={t('admin.student.gender')} options={genderOptions} />
        </Stack>
      )}
      <Stack direction={row} spacing={2}>
        {!hidesDetail && (
          <FormSelectField {...optional} name="prefecture_id" label={t('admin.student.prefecture')} options={PREFECTURE_OPTIONS} />
        )}
        <FormSelectField control={control} name="init_input_flg" label={t('admin.student.initInput')} options={initInputOptions} />
      </Stack>
      {!student && (
        <Controller
          control={control}
          name="send_invitation"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value ?? true} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('admin.student.sendInvitation')}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
