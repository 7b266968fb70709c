import { useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { courseMapQuery } from '../../../features/learning/api/learning-api.ts';
import { CourseMap } from '../../../features/learning/components/course-map.tsx';

/** /student/curriculum: the course map. */
export default function StudentCurriculumPage() {
  const { t } = useTranslation('learning');
  const map = useQuery(courseMapQuery());
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('learning.map.lead')}
      </Typography>
      {map.isError && <ErrorMessage error={map.error} />}
      {map.isPending && <Skeleton variant="rounded" height={240} />}
      {map.data && <CourseMap map={map.data} />}
    </>
  );
}
