import { UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { orientationQuery, useUpdateOrientation } from '../api/student-api.ts';

interface OrientationEditorProps {
  /** Shows the text being edited as a student will see it, beside the editor (below it on phones). */
  preview?: (text: string) => ReactNode;
}

/** The orientation text students read in the start flow, edited as Markdown (section student, write). */
export function OrientationEditor({ preview }: OrientationEditorProps = {}) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const formatDate = useDateFormat().date;
  const content = useQuery(orientationQuery());
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const text = draft ?? content.data?.body_markdown ?? '';
  const save = useUpdateOrientation();
  return (
    <DetailSection
      title={t('admin.student.orientation.title')}
      lead={
        t('admin.student.orientation.note') +
        (content.data?.updated_at ? ` ${t('admin.student.orientation.lastUpdated', { date: formatDate(content.data.updated_at), name: content.data.updated_by_name ?? '' })}` : '')
      }
    >
      <Stack spacing={1.5}>
        {content.error && <ErrorMessage error={content.error} />}
        {save.error && <ErrorMessage error={save.error} />}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: preview ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
          <TextField
            label={t('admin.student.orientation.body')}
            multiline
            minRows={preview ? 16 : 6}
            maxRows={preview ? 40 : 20}
            fullWidth
            value={text}
            disabled={content.isPending}
            onChange={(event) => {
              setDraft(event.target.value);
              setInvalid(null);
            }}
            error={invalid !== null}
            helperText={invalid}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
          {preview && (
            <Box component="section" aria-labelledby="orientation-preview-title">
              <Typography id="orientation-preview-title" variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
                {t('admin.student.orientation.preview')}
              </Typography>
              {preview(text)}
            </Box>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={draft === null || save.isPending} onClick={() => setDraft(null)}>
            {t('form.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={draft === null || save.isPending}
            onClick={() => {
              const parsed = UpdateSiteContentBody.safeParse({ body_markdown: text });
              if (!parsed.success) {
                setInvalid(parsed.error.issues[0]?.message ?? '');
                return;
              }
              save.mutate(parsed.data, {
                onSuccess: () => {
                  setDraft(null);
                  showSnackbar(t('admin.student.orientation.saved'));
                },
              });
            }}
          >
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </DetailSection>
  );
}
