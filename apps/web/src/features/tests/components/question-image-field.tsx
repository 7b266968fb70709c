import { QUESTION_IMAGE_MAX_MB, type QuestionBody, type QuestionBodyInput } from '@manabiya/domain/contracts/tests';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FilePickButton } from '../../../components/form/file-pick-button.tsx';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { QUESTION_IMAGE_ACCEPT, useUploadQuestionImage } from '../api/admin-test-api.ts';

const MAX_BYTES = QUESTION_IMAGE_MAX_MB * 1024 * 1024;

/**
 * The question's image: picked, uploaded at once (the server checks its bytes) and previewed; the
 * path it was stored under goes into the question when the form is saved. Removing it takes it off
 * the question only (attempts that were given it keep showing it).
 */
export function QuestionImageField({ control }: { control: Control<QuestionBodyInput, unknown, QuestionBody> }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const headingId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ control, name: 'image_path' });
  const upload = useUploadQuestionImage();
  const [problem, setProblem] = useState<unknown>(null);
  const path = field.value ?? null;
  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem(t('tests.question.imageTooLarge', { max: QUESTION_IMAGE_MAX_MB }));
    upload.mutate(file, { onSuccess: (stored) => field.onChange(stored.path), onError: setProblem });
  };
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="question-image-field">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('tests.fields.image')}
        </Typography>
        <FilePickButton
          label={path ? t('tests.question.replaceImage') : t('tests.question.chooseImage')}
          accept={QUESTION_IMAGE_ACCEPT}
          startIcon={<AddPhotoAlternateIcon />}
          disabled={upload.isPending}
          describedBy={hintId}
          testId="question-image-input"
          onFiles={(files) => pick(files[0])}
        />
        {path && (
          <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange(null)} disabled={upload.isPending}>
            {t('tests.question.removeImage')}
          </Button>
        )}
      </Stack>
      {upload.isPending && <LinearProgress aria-label={t('tests.question.uploadingImage')} sx={{ mb: 1 }} />}
      {path && (
        <Box
          component="img"
          src={path}
          alt={t('tests.question.imagePreview')}
          data-testid="question-image-preview"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', mb: 0.5 }}
        />
      )}
      <FormHelperText id={hintId}>{t('tests.question.imageHint', { max: QUESTION_IMAGE_MAX_MB })}</FormHelperText>
      {fieldState.error && (
        <FormHelperText error role="alert">
          {contractMessage(fieldState.error.message)}
        </FormHelperText>
      )}
      {problem !== null &&
        (typeof problem === 'string' ? (
          <FormHelperText error role="alert">
            {problem}
          </FormHelperText>
        ) : (
          <ErrorMessage error={problem} sx={{ mt: 0.5 }} />
        ))}
    </Box>
  );
}
