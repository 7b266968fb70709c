import { idParamSchema } from '@manabiya/domain/contracts/common';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { studentTestKeys, studentTestQuery, useStartAttempt } from '../../../features/tests/api/student-test-api.ts';
import { AttemptScreen } from '../../../features/tests/taking/attempt-screen.tsx';
import { TEST_TAKING_PATHS } from '../../../features/tests/taking/paths.ts';
import { TestOverview } from '../../../features/tests/taking/test-overview.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

const NAMESPACES = ['testTaking'] as const;

/**
 * /student/test/:testId (full width, no side menu: spec §2): the test with its attempts and Start or
 * Resume; `?attempt=<id>` shows that attempt, to answer or to review, so a reload resumes it.
 */
export default function StudentTestDetailPage() {
  useTranslation(NAMESPACES);
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  // The shell routes by the menu's patterns itself, so the id is read from the address.
  const parsed = idParamSchema().safeParse(matchPath(TEST_TAKING_PATHS.test, useLocation().pathname)?.params.testId);
  const id = parsed.success ? parsed.data : 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const attemptParam = searchParams.get('attempt');
  const attempt = attemptParam === null ? null : idParamSchema().safeParse(attemptParam);
  const attemptId = attempt?.success ? attempt.data : null;
  const test = useQuery({ ...studentTestQuery(id), enabled: parsed.success && attemptId === null });
  const start = useStartAttempt();
  if (!parsed.success || (attempt !== null && !attempt.success) || !user) return <PortalNotFound homePath="/student" />;
  if (attemptId !== null) return <AttemptScreen key={attemptId} testId={id} attemptId={attemptId} studentId={user.id} />;
  const onStart = async () => {
    const timed = await start.mutateAsync(id);
    queryClient.setQueryData(studentTestKeys.attempt(timed.view.id), timed);
    setSearchParams({ attempt: String(timed.view.id) });
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      {test.isError && <ErrorMessage error={test.error} />}
      {test.isPending && <Skeleton variant="rounded" height={360} />}
      {start.isError && <ErrorMessage error={start.error} sx={{ mb: 2 }} />}
      {test.data && <TestOverview test={test.data} onStart={onStart} />}
    </>
  );
}
