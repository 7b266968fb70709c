import { can } from '@manabiya/domain/permissions/section-permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { courseHistoryQuery, courseQuery } from '../../../features/courses/api/course-api.ts';
import { CourseCopyDialog } from '../../../features/courses/components/copy-dialogs.tsx';
import { CourseEditor } from '../../../features/courses/components/course-editor.tsx';
import { useContentHistoryLabels } from '../../../features/courses/components/use-content-labels.ts';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

/** /admin/course/:id (section course): the course editor with its curricula, its preview and copy, and its history. */
export default function CourseEditorPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/course/:id', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const course = useQuery({ ...courseQuery(id), enabled: valid });
  const history = useQuery({ ...courseHistoryQuery(id), enabled: valid });
  const historyLabels = useContentHistoryLabels();
  const permissions = useSignedInUser()?.section_permissions;
  const [copying, setCopying] = useState(false);
  const curriculumPath = can(permissions, 'curriculum', 'read') ? (curriculumId: number) => `/admin/curriculum/${curriculumId}` : undefined;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/course" startIcon={<ArrowBackIcon />} size="small">
          {t('courses.course.backToList')}
        </Button>
      </Box>
      {course.error && <ErrorMessage error={course.error} />}
      {course.data && (
        <CourseEditor
          key={course.data.id}
          course={course.data}
          canEdit={course.data.abilities.edit}
          curriculumPath={curriculumPath}
          actions={
            <>
              <Button component={RouterLink} to={`/admin/course/${id}/preview`} variant="outlined" size="small" startIcon={<VisibilityIcon />}>
                {t('courses.preview.action')}
              </Button>
              {course.data.abilities.copy && (
                <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)}>
                  {t('courses.copy.action')}
                </Button>
              )}
            </>
          }
        />
      )}
      {course.data && (
        <DetailSection title={t('list.history')}>
          {history.error && <ErrorMessage error={history.error} />}
          <HistoryList entries={history.data} {...historyLabels} />
        </DetailSection>
      )}
      {copying && course.data && (
        <CourseCopyDialog source={course.data} onClose={() => setCopying(false)} onCopied={(copy) => void navigate(`/admin/course/${copy.id}`)} />
      )}
    </Stack>
  );
}
