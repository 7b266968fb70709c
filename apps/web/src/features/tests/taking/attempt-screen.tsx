import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { attemptQuery, studentTestKeys, type TimedAttempt } from '../api/student-test-api.ts';
import { attemptStorageKey, forgetAnswerStore, readAnswerStore } from './answer-storage.ts';
import { AttemptInProgress } from './attempt-in-progress.tsx';
import { AttemptResult } from './attempt-result.tsx';
import { studentTestPath } from './paths.ts';

/** The attempt is over: handed in, finished at its deadline, or its result kept back until the test closes. */
const isFinished = (timed: TimedAttempt) => timed.view.submitted_at !== null || timed.view.result !== null || timed.view.result_hidden_until !== null;

interface AttemptScreenProps {
  testId: number;
  attemptId: number;
  studentId: number;
}

/** One attempt of the student's: answered while in progress (reload or another device resumes it), its result once finished. */
export function AttemptScreen({ testId, attemptId, studentId }: AttemptScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const attempt = useQuery(attemptQuery(attemptId));
  const storageKey = attemptStorageKey(studentId, attemptId);
  const { refetch } = attempt;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // A hand-in, or the move to the next CAB section: the page takes the attempt as the server answered it.
  const submitted = useCallback(
    (timed: TimedAttempt) => {
      queryClient.setQueryData(studentTestKeys.attempt(attemptId), timed);
      void queryClient.invalidateQueries({ queryKey: studentTestKeys.list });
      void queryClient.invalidateQueries({ queryKey: studentTestKeys.detail(testId) });
    },
    [queryClient, attemptId, testId],
  );
  const finished = attempt.data !== undefined && isFinished(attempt.data);
  // Once finished, what this browser kept matters only for saves that never arrived: shown, never dropped silently.
  const [forgotten, setForgotten] = useState(false);
  const unsent = finished && !forgotten ? readAnswerStore(storageKey).queue : [];
  const nothingUnsent = unsent.length === 0;
  useEffect(() => {
    if (!finished) return;
    if (nothingUnsent) forgetAnswerStore(storageKey);
    window.scrollTo({ top: 0 });
  }, [finished, nothingUnsent, storageKey]);

  if (attempt.isPending) return <Skeleton variant="rounded" height={360} />;
  if (!attempt.data) {
    return (
      <Stack spacing={2}>
        <ErrorMessage error={attempt.error} />
        <Button component={RouterLink} to={studentTestPath(testId)} sx={{ alignSelf: 'flex-start' }}>
          {t('testTaking.result.backToTest')}
        </Button>
      </Stack>
    );
  }
  if (!finished) {
    // Each CAB section is a screen of its own: its clock, its questions and its dialogs start afresh.
    const screenKey = `${attemptId}:${attempt.data.view.section_index ?? ''}`;
    return <AttemptInProgress key={screenKey} timed={attempt.data} storageKey={storageKey} onClosed={refresh} onSubmitted={submitted} onMoved={submitted} onShown={refresh} />;
  }
  return (
    <AttemptResult
      view={attempt.data.view}
      unsent={unsent}
      onForgetUnsent={() => {
        forgetAnswerStore(storageKey);
        setForgotten(true);
      }}
    />
  );
}
