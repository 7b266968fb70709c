import { CopyCourseBody, CopyCurriculumBody, type CourseDetail, type CurriculumDetail } from '@manabiya/domain/contracts/courses';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useCopyCourse, useCopyCurriculum } from '../api/course-api.ts';

interface CopyDialogProps<R> {
  source: { id: number; name: string };
  onClose: () => void;
  onCopied: (copy: R) => void;
}

/** Copies a course as a private course under a new name: the same curricula (shared), order and days. */
export function CourseCopyDialog({ source, onClose, onCopied }: CopyDialogProps<CourseDetail>) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: CopyCourseBody,
    defaultValues: { course_id: source.id, name: t('courses.copy.defaultName', { name: source.name }) },
    mutation: useCopyCourse(),
    toVariables: (body) => body,
    savedMessage: () => t('courses.copy.courseCopied'),
    onClose,
    onSaved: onCopied,
  });
  return (
    <FormDialog {...dialogProps} title={t('courses.copy.courseTitle')} submitLabel={t('courses.copy.submit')}>
      <Typography variant="body2" color="text.secondary">
        {t('courses.copy.courseNote')}
      </Typography>
      <FormTextField control={form.control} name="name" label={t('courses.fields.courseName')} required autoComplete="off" />
    </FormDialog>
  );
}

/** Copies a curriculum as a private curriculum: copies of its steps with their videos and attachments. */
export function CurriculumCopyDialog({ source, onClose, onCopied }: CopyDialogProps<CurriculumDetail>) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: CopyCurriculumBody,
    defaultValues: { curriculum_id: source.id, name: t('courses.copy.defaultName', { name: source.name }) },
    mutation: useCopyCurriculum(),
    toVariables: (body) => body,
    savedMessage: () => t('courses.copy.curriculumCopied'),
    onClose,
    onSaved: onCopied,
  });
  return (
    <FormDialog {...dialogProps} title={t('courses.copy.curriculumTitle')} submitLabel={t('courses.copy.submit')}>
      <Typography variant="body2" color="text.secondary">
        {t('courses.copy.curriculumNote')}
      </Typography>
      <FormTextField control={form.control} name="name" label={t('courses.fields.curriculumName')} required autoComplete="off" />
    </FormDialog>
  );
}
