import { STUDY_DAYS_DEFAULT, type StudentProgressDetail } from '@manabiya/domain/contracts/progress';
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
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';
import { PercentBar } from './percent-bar.tsx';
import { StandingReasons } from './standing-reasons.tsx';
import { StudyChart } from './study-chart.tsx';
import { useProgressFormat } from './use-progress-format.ts';

const DAY_CHOICES = [30, 60, 90] as const;

/** A date with a line under it saying what the date means. */
function DayWithHelp({ day, help }: { day: string; help: string }) {
  return (
    <>
      {day}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {help}
      </Typography>
    </>
  );
}

/** One sentence relating the contract's end date to the plan (decision 043), or nothing when there is nothing to relate. */
function usePeriodNote(): (detail: StudentProgressDetail) => string | null {
  const { t } = useTranslation();
  return ({ enrolment, steps_done, steps_total }) => {
    if (enrolment.state === 'completed') return t('progress.period.completed');
    if (enrolment.state === 'overdue') return t('progress.period.overdue', { count: enrolment.days_past_end, left: steps_total - steps_done });
    if (enrolment.state !== 'taking' || enrolment.end_margin_days === null) return null;
    if (enrolment.end_margin_days < 0) return t('progress.period.late', { count: -enrolment.end_margin_days });
    if (enrolment.end_margin_days === 0) return t('progress.period.onTheDay');
    return t('progress.period.spare', { count: enrolment.end_margin_days });
  };
}

/**
 * One student's learning for staff and their company: their enrolment against the end date, where
 * they stand against the plan and why (decision 043), the timeline per curriculum with self-checks,
 * and study time per day (30, 60 or 90 days) from the ledger. `roomPath` links a reason to its room.
 */
export function StudentProgressPanel({ area, studentId, roomPath }: { area: ProgressArea; studentId: number; roomPath?: (id: number) => string }) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const periodNote = usePeriodNote();
  const [days, setDays] = useState<number>(STUDY_DAYS_DEFAULT);
  const query = useQuery(studentProgressQuery(area, studentId, days));
  const detail = query.data;
  const today = detail?.study_days.at(-1)?.date ?? format.dayOf(new Date().toISOString());
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t('form.loading')} />
    </Box>
  );
  const note = detail ? periodNote(detail) : null;
  const facts: Array<[string, ReactNode]> = detail
    ? [
        [t('progress.fields.course'), detail.course_name ?? t('progress.noCourse')],
        [
          t('progress.detail.enrolment'),
          <Box key="enrolment" data-testid="enrolment">
            <EnrolmentChip state={detail.enrolment.state} status={detail.status} />
            {note && (
              <Typography variant="body2" sx={{ mt: 0.5, color: detail.enrolment.state === 'overdue' || (detail.enrolment.end_margin_days ?? 0) < 0 ? '#5f2120' : 'text.secondary' }} data-testid="period-note">
                {note}
              </Typography>
            )}
          </Box>,
        ],
        [t('progress.detail.startDate'), detail.start_date ? format.longDay(detail.start_date) : t('progress.notSet')],
        [t('progress.detail.endDate'), detail.end_date ? <DayWithHelp key="end" day={format.longDay(detail.end_date)} help={t('progress.detail.endDateHelp')} /> : t('progress.notSet')],
        [
          t('progress.detail.plannedFinish'),
          detail.planned_finish ? <DayWithHelp key="planned" day={format.longDay(detail.planned_finish)} help={t('progress.detail.plannedFinishHelp')} /> : t('progress.notSet'),
        ],
        ...(detail.expected_finish && detail.expected_finish !== detail.planned_finish
          ? ([[t('progress.detail.expectedFinish'), <DayWithHelp key="expected" day={format.longDay(detail.expected_finish)} help={t('progress.detail.expectedFinishHelp')} />]] satisfies Array<
              [string, ReactNode]
            >)
          : []),
        [t('progress.fields.percent'), <PercentBar key="percent" done={detail.steps_done} total={detail.steps_total} percent={detail.percent} width={200} />],
        [t('progress.detail.steps'), t('progress.timeline.steps', { done: detail.steps_done, total: detail.steps_total })],
        [t('progress.detail.delay'), <DelayChip key="delay" days={detail.delay_days} hasPlan={detail.course_id !== null} planStatus={detail.plan_status} />],
        [t('progress.detail.situation'), <StandingReasons key="reasons" detail={detail} roomPath={roomPath} />],
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
