import { addDays } from '@manabiya/domain/contracts/learning';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { displayDay } from '../../../lib/display-time-zone.ts';
import { progressQuery, studyTimeQuery } from '../api/learning-api.ts';
import { LEARNING_PATHS } from '../paths.ts';
import { useStudyTimeText } from './learning-format.ts';
import { NextStepCard } from './next-step-card.tsx';
import { PlanStatusChip } from './plan-status-chip.tsx';

const WeeklyStudyChart = lazy(() => import('./weekly-study-chart.tsx'));

/** Monday to Sunday of this week, in the display time zone. */
function thisWeek(): { from: string; to: string } {
  const today = displayDay();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

const CARD_SX = { p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' } as const;

/** The start page's learning part: the progress ring with the plan status and the next step, and this week's study time. */
export function LearningOverview() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 3 }}>
      <ProgressCard />
      <WeekCard />
    </Box>
  );
}

function ProgressRing({ percent, label }: { percent: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      <CircularProgress variant="determinate" value={100} size={112} thickness={5} sx={{ color: 'action.hover' }} aria-hidden />
      <CircularProgress
        variant="determinate"
        value={percent}
        size={112}
        thickness={5}
        aria-label={label}
        sx={{ position: 'absolute', left: 0, '& .MuiCircularProgress-circle': { strokeLinecap: 'round' } }}
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }} data-testid="progress-ring-percent">
          {percent}%
        </Typography>
      </Box>
    </Box>
  );
}

function ProgressCard() {
  const { t } = useTranslation('learning');
  const progress = useQuery(progressQuery());
  const course = progress.data?.courses[0];
  return (
    <Paper variant="outlined" sx={CARD_SX} component="section" aria-labelledby="start-progress-title" data-testid="start-progress">
      <Typography id="start-progress-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('learning.start.progressTitle')}
      </Typography>
      {progress.isError && <ErrorMessage error={progress.error} />}
      {progress.isPending && <Skeleton variant="rounded" height={112} />}
      {progress.data && !course && <Typography color="text.secondary">{t('learning.start.noCourse')}</Typography>}
      {course && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
            <ProgressRing percent={course.standing.percent} label={t('learning.map.stepsDone', { done: course.standing.steps_done, total: course.standing.steps_total })} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{course.course.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('learning.map.stepsDone', { done: course.standing.steps_done, total: course.standing.steps_total })}
              </Typography>
              <PlanStatusChip standing={course.standing} />
            </Box>
          </Box>
          <NextStepCard step={course.current_step} standing={course.standing} sx={{ mt: 2.5 }} />
          <Button component={RouterLink} to={LEARNING_PATHS.courseMap} endIcon={<ArrowForwardIcon />} sx={{ mt: 1.5 }}>
            {t('learning.start.openMap')}
          </Button>
        </>
      )}
    </Paper>
  );
}

function WeekCard() {
  const { t } = useTranslation('learning');
  const timeText = useStudyTimeText();
  const week = thisWeek();
  const studyTime = useQuery(studyTimeQuery({ aggregation: 'daily', ...week }));
  const total = studyTime.data?.total_seconds ?? 0;
  return (
    <Paper variant="outlined" sx={CARD_SX} component="section" aria-labelledby="start-week-title" data-testid="start-week">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="start-week-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('learning.start.weekTitle')}
        </Typography>
        {studyTime.data && (
          <Typography sx={{ fontWeight: 700 }} data-testid="week-total" data-seconds={total}>
            {t('learning.start.weekTotal', { time: timeText(total) })}
          </Typography>
        )}
      </Box>
      {studyTime.isError && <ErrorMessage error={studyTime.error} />}
      {studyTime.isPending && <Skeleton variant="rounded" height={200} />}
      {studyTime.data && (
        <>
          {total === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('learning.start.weekEmpty')}
            </Typography>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
              <WeeklyStudyChart days={studyTime.data.series} />
            </Suspense>
          )}
        </>
      )}
    </Paper>
  );
}
