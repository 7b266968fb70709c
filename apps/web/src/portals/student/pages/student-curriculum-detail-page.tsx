import { idParamSchema } from '@manabiya/domain/contracts/common';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { LEARNING_PATHS } from '../../../features/learning/paths.ts';
import { curriculumQuery } from '../../../features/learning/api/learning-api.ts';
import { CurriculumDetail } from '../../../features/learning/components/curriculum-detail.tsx';
import { studentTestPath } from '../../../features/tests/taking/paths.ts';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

/** /student/curriculum/:curriculumId: a curriculum of the student's course with its steps. */
export default function StudentCurriculumDetailPage() {
  useTranslation('learning');
  // The shell routes by the menu's patterns itself, so the id is read from the address.
  const parsed = idParamSchema().safeParse(matchPath(LEARNING_PATHS.curriculum, useLocation().pathname)?.params.curriculumId);
  const id = parsed.success ? parsed.data : 0;
  const detail = useQuery({ ...curriculumQuery(id), enabled: parsed.success });
  if (!parsed.success) return <PortalNotFound homePath="/student" />;
  return (
    <>
      {detail.isError && <ErrorMessage error={detail.error} />}
      {detail.isPending && <Skeleton variant="rounded" height={320} />}
      {detail.data && <CurriculumDetail detail={detail.data} testPath={studentTestPath} />}
    </>
  );
}
