import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
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
    <DetailSection title={t('admin.student.orientation.title')} lead={t('admin.student.orientation.readOnly')}>
      <Stack spacing={1.5}>
        {content.error && <ErrorMessage error={content.error} />}
        {content.data && <OrientationPreview text={content.data.body_markdown} />}
      </Stack>
    </DetailSection>
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
