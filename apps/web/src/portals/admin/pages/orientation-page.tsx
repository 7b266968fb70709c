import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { OrientationPreview } from '../../../features/onboarding/components/orientation-preview.tsx';
import { orientationQuery } from '../../../features/students/api/student-api.ts';
import { OrientationEditor } from '../../../features/students/components/orientation-editor.tsx';

/** The catalogues this page shows, beyond the admin portal's own. */
const NAMESPACES = ['students', 'onboarding'] as const;

/** What a reader (level read) gets: the saved text as students see it. */
function OrientationReadOnly() {
  const { t } = useTranslation();
  const content = useQuery(orientationQuery());
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }} aria-labelledby="orientation-title">
      <Stack spacing={1.5}>
        <Typography id="orientation-title" variant="h6" component="h2">
          {t('admin.student.orientation.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin.student.orientation.readOnly')}
        </Typography>
        {content.error && <ErrorMessage error={content.error} />}
        {content.data && <OrientationPreview text={content.data.body_markdown} />}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/orientation (section student, as the API's site-content routes): the orientation text
 * students read in their start flow, edited beside a preview of how they will see it.
 */
export default function OrientationPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { canWrite } = useSectionAccess('student');
  return canWrite ? <OrientationEditor preview={(text) => <OrientationPreview text={text} />} /> : <OrientationReadOnly />;
}
