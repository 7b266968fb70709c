import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { can } from '@manabiya/domain/permissions/section-permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { coursePreviewQuery } from '../../../features/courses/api/course-api.ts';
import { CoursePreviewView } from '../../../features/courses/components/course-preview.tsx';

/** The catalogues this page shows, beyond the admin portal's own. */
const NAMESPACES = ['courses'] as const;

/** /admin/course/:id/preview (section course): the course as a student follows it, read-only. */
export default function CoursePreviewPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/course/:id/preview', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const preview = useQuery({ ...coursePreviewQuery(id), enabled: valid });
  const permissions = useSignedInUser()?.section_permissions;
  // Videos play for staff who may see the movie library; others see their titles.
  const movieSrc = can(permissions, 'movie', 'read') ? (movieId: number) => pathOf(movieEndpoints.adminStream, { id: movieId }) : undefined;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/admin/course/${id}`} startIcon={<ArrowBackIcon />} size="small">
          {t('courses.preview.back')}
        </Button>
      </Box>
      {preview.error && <ErrorMessage error={preview.error} />}
      {preview.data && <CoursePreviewView preview={preview.data} movieSrc={movieSrc} />}
    </Stack>
  );
}
