import { CourseBody, type CourseDetail } from '@manabiya/domain/contracts/courses';
import { COURSE_MODE } from '@manabiya/domain/enums/student';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form/form-switch-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSaveCourse } from '../api/course-api.ts';

interface CourseFormDialogProps {
  onClose: () => void;
  /** The new course: its editor opens next, where its curricula are added. */
  onSaved: (course: CourseDetail) => void;
}

/** A new course's name and rules; its curricula are added in the course editor that opens next. */
export function CourseFormDialog({ onClose, onSaved }: CourseFormDialogProps) {
  const { t } = useTranslation();
  const modes = useEnumOptions('courseMode');
  const publish = useEnumOptions('publishStatus');
  const { form, dialogProps } = useFormDialog({
    schema: CourseBody,
    defaultValues: { name: '', description: '', mode: COURSE_MODE.normal, publish_status: PUBLISH_STATUS.private, sequential: false, curricula: [] },
    mutation: useSaveCourse(),
    toVariables: (body) => ({ id: null, body }),
    savedMessage: () => t('courses.course.created'),
    onClose,
    onSaved,
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} title={t('courses.course.createTitle')} submitLabel={t('courses.course.createSubmit')}>
      <FormTextField control={control} name="name" label={t('courses.fields.courseName')} required autoComplete="off" />
      <FormTextField control={control} name="description" label={t('courses.fields.description')} multiline minRows={2} />
      <FormSelectField control={control} name="mode" label={t('courses.fields.mode')} options={modes} />
      <FormSelectField control={control} name="publish_status" label={t('courses.fields.publishStatus')} options={publish} />
      <FormSwitchField control={control} name="sequential" label={t('courses.fields.sequentialLong')} />
    </FormDialog>
  );
}
