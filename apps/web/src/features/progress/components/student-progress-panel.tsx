import { STUDY_DAYS_DEFAULT } from '@manabiya/domain/contracts/progress';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { studentProgressQuery, type ProgressArea } from '../api/progress-api.ts';
import { CurriculumTimeline } from './curriculum-timeline.tsx';
import { DelayChip } from './delay-chip.tsx';
import { PercentBar } from './percent-bar.tsx';
import { StudyChart } from './study-chart.tsx';
import { useProgressFormat } from './use-progress-format.ts';

const DAY_CHOICES = [30, 60, 90] as const;

/**
 * One student's learning for staff and their company: where they stand against the plan, the
 * timeline per curriculum with self-checks, and study time per day (30, 60 or 90 days) from the ledger.
 */
export function StudentProgressPanel({ area, studentId }: { area: ProgressArea; studentId: number }) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const [days, setDays] = useState<number>(STUDY_DAYS_DEFAULT);
  const query = useQuery(studentProgressQuery(area, studentId, days));
  const detail = query.data;
  const today = detail?.study_days.at(-1)?.date ?? format.dayOf(new Date().toISOString());
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t('form.loading')} />
    </Box>
  );
  const facts: Array<[string, ReactNode]> = detail
    ? [
        [t('progress.fields.course'), detail.course_name ?? t('progress.noCourse')],
        [t('progress.detail.startDate'), detail.start_date ? format.longDay(detail.start_date) : t('progress.notSet')],
        [t('progress.detail.plannedFinish'), detail.planned_finish ? format.longDay(detail.planned_finish) : t('progress.notSet')],
        [t('progress.fields.percent'), <PercentBar key="percent" done={detail.steps_done} total={detail.steps_total} percent={detail.percent} width={200} />],
        [t('progress.detail.steps'), t('progress.timeline.steps', { done: detail.steps_done, total: detail.steps_total })],
        [t('progress.detail.delay'), <DelayChip key="delay" days={detail.delay_days} hasPlan={detail.course_id !== null && detail.start_date !== null} />],
        [t('progress.fields.lastActivity'), detail.last_activity_at ? format.dateTime(detail.last_activity_at) : t('progress.never')],
        [t('progress.detail.totalStudy'), format.duration(detail.study_total_seconds)],
      ]
    : [];
  return (
    <>
      <DetailSection title={t('progress.detail.title')}>
        {query.error && <ErrorMessage error={query.error} />}
        {detail ? (
          <>
            <FactList facts={facts} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              {t('progress.timeline.title')}
            </Typography>
            <CurriculumTimeline detail={detail} today={today} />
          </>
        ) : (
          !query.error && loading
        )}
      </DetailSection>
      <DetailSection
        title={t('progress.detail.studyByDay')}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_event, value: number | null) => value && setDays(value)}
            aria-label={t('progress.detail.period')}
          >
            {DAY_CHOICES.map((choice) => (
              <ToggleButton key={choice} value={choice}>
                {t('progress.detail.lastDays', { days: choice })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      >
        {detail ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('progress.detail.periodTotal', { total: format.duration(detail.study_days.reduce((sum, day) => sum + day.seconds, 0)) })}
            </Typography>
            <StudyChart days={detail.study_days} />
          </>
        ) : (
          !query.error && loading
        )}
      </DetailSection>
    </>
  );
}
