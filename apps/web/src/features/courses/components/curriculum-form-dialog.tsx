import { CurriculumBody, DEFAULT_CURRICULUM_DAYS, type CurriculumDetail } from '@manabiya/domain/contracts/courses';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useEnumOptions } from '../../../lib/use-enum-label.ts';
import { useSaveCurriculum } from '../api/course-api.ts';
import { StandardDaysFields } from './standard-days-fields.tsx';

interface CurriculumFormDialogProps {
  onClose: () => void;
  /** The new curriculum: its editor opens next, where its steps are written. */
  onSaved: (curriculum: CurriculumDetail) => void;
}

/** A new curriculum's name, description, publication and standard days; its steps are written in its editor. */
export function CurriculumFormDialog({ onClose, onSaved }: CurriculumFormDialogProps) {
  const { t } = useTranslation();
  const publish = useEnumOptions('publishStatus');
  const { form, dialogProps } = useFormDialog({
    schema: CurriculumBody,
    defaultValues: { name: '', description: '', publish_status: PUBLISH_STATUS.private, ...DEFAULT_CURRICULUM_DAYS },
    mutation: useSaveCurriculum(),
    toVariables: (body) => ({ id: null, body }),
    savedMessage: () => t('courses.curriculum.created'),
    onClose,
    onSaved,
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} title={t('courses.curriculum.createTitle')} submitLabel={t('courses.curriculum.createSubmit')}>
      <FormTextField control={control} name="name" label={t('courses.fields.curriculumName')} required autoComplete="off" />
      <FormTextField control={control} name="description" label={t('courses.fields.description')} multiline minRows={2} />
      <FormSelectField control={control} name="publish_status" label={t('courses.fields.publishStatus')} options={publish} />
      <StandardDaysFields control={control} />
    </FormDialog>
  );
}
