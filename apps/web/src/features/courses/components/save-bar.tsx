import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The editor's bottom bar: "unsaved changes" while the form differs, discard, and the submit button of the surrounding form. */
export function SaveBar({ dirty, pending, onDiscard, testId }: { dirty: boolean; pending: boolean; onDiscard: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
      {dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {t('courses.unsaved')}
        </Typography>
      )}
      <Button disabled={!dirty || pending} onClick={onDiscard}>
        {t('courses.discard')}
      </Button>
      <Button type="submit" variant="contained" disabled={pending} data-testid={testId}>
        {t('form.save')}
      </Button>
    </Paper>
  );
}
