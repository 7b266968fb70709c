import { addDays } from '@manabiya/domain/contracts/learning';
import type { CurriculumTimelineItem, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { daysFrom, useProgressFormat } from './use-progress-format.ts';

type State = 'done' | 'current' | 'active' | 'waiting';

/** The row's state from the server's plan: done, the current curriculum (which alone carries the delay, decision 043), begun out of order, or not begun. */
function stateOf(curriculum: CurriculumTimelineItem): State {
  if (curriculum.state === 'done') return 'done';
  if (curriculum.current) return 'current';
  return curriculum.state === 'in_progress' ? 'active' : 'waiting';
}

const STATE_COLOR: Record<State, 'success' | 'primary' | 'default'> = { done: 'success', current: 'primary', active: 'primary', waiting: 'default' };

/**
 * The plan against what was done, one row per curriculum: on a shared time axis (start date → the
 * plan's end or today), the planned span as an outline and the done span (first to last completion,
 * or to today while in progress) filled; the self-check beside it.
 */
export function CurriculumTimeline({ detail, today }: { detail: StudentProgressDetail; today: string }) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const start = detail.start_date;
  const ends = [detail.planned_finish && addDays(detail.planned_finish, 1), today, ...detail.curricula.map((c) => (c.completed_at ? format.dayOf(c.completed_at) : null))].filter(
    (day): day is string => day !== null,
  );
  const end = ends.reduce((latest, day) => (day > latest ? day : latest), start ?? today);
  const span = start ? Math.max(1, daysFrom(start, end)) : 1;
  const at = (day: string) => (start ? Math.min(100, Math.max(0, (daysFrom(start, day) / span) * 100)) : 0);
  const stateLabels: Record<State, string> = {
    done: t('progress.timeline.done'),
    current: t('progress.timeline.current'),
    active: t('progress.timeline.active'),
    waiting: t('progress.timeline.waiting'),
  };
  const labelOf = (curriculum: CurriculumTimelineItem, state: State) => {
    if (curriculum.delay_days > 0) return `${stateLabels[state]} · ${t('progress.behindDays', { count: curriculum.delay_days })}`;
    // Not begun although the plan had it begin already: said with its date, not as a second delay.
    if (state === 'waiting' && curriculum.planned_start && curriculum.planned_start <= today) {
      return `${stateLabels[state]} · ${t('progress.timeline.dueStarted', { date: format.shortDay(curriculum.planned_start) })}`;
    }
    return stateLabels[state];
  };
  if (detail.curricula.length === 0) {
    return <Typography color="text.secondary">{detail.course_id === null ? t('progress.detail.noCourse') : t('progress.timeline.empty')}</Typography>;
  }
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="curriculum-timeline">
      {detail.curricula.map((curriculum) => {
        const state = stateOf(curriculum);
        const late = curriculum.delay_days > 0;
        const doneFrom = curriculum.started_at ? format.dayOf(curriculum.started_at) : null;
        const doneTo = curriculum.completed_at ? format.dayOf(curriculum.completed_at) : doneFrom ? today : null;
        return (
          <Box component="li" key={curriculum.id} data-testid="timeline-row" data-state={state} data-delay={curriculum.delay_days}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {curriculum.position}. {curriculum.name}
              </Typography>
              <Chip
                size="small"
                color={late ? 'error' : STATE_COLOR[state]}
                variant={state === 'waiting' ? 'outlined' : 'filled'}
                icon={state === 'done' ? <CheckCircleIcon /> : undefined}
                label={labelOf(curriculum, state)}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
                {t('progress.timeline.steps', { done: curriculum.steps_done, total: curriculum.steps_total })}
              </Typography>
            </Box>
            {start && curriculum.planned_start && curriculum.planned_end && (
              <Box sx={{ position: 'relative', height: 22, mt: 0.5, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden>
                <Tooltip title={`${t('progress.timeline.planned')} ${format.longDay(curriculum.planned_start)} – ${format.longDay(curriculum.planned_end)}`}>
                  <Box
                    sx={{
                      position: 'absolute',
                      top: 2,
                      bottom: 2,
                      left: `${at(curriculum.planned_start)}%`,
                      // planned_end is the curriculum's last day: its span reaches the start of the next day.
                      width: `${Math.max(0.5, at(addDays(curriculum.planned_end, 1)) - at(curriculum.planned_start))}%`,
                      border: 2,
                      borderColor: 'primary.light',
                      borderRadius: 1,
                    }}
                  />
                </Tooltip>
                {doneFrom && doneTo && (
                  <Box
                    sx={{
                      position: 'absolute',
                      top: 6,
                      bottom: 6,
                      left: `${at(doneFrom)}%`,
                      width: `${Math.max(0.8, at(doneTo) - at(doneFrom))}%`,
                      bgcolor: late ? 'error.main' : state === 'done' ? 'success.main' : 'primary.main',
                      borderRadius: 1,
                    }}
                  />
                )}
                <Box sx={{ position: 'absolute', top: -2, bottom: -2, left: `${at(today)}%`, width: 2, bgcolor: 'text.primary', opacity: 0.6 }} />
              </Box>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {curriculum.planned_start && curriculum.planned_end
                ? `${t('progress.timeline.planned')} ${format.shortDay(curriculum.planned_start)}–${format.shortDay(curriculum.planned_end)}`
                : t('progress.timeline.standardDays', { days: curriculum.standard_days })}
              {' · '}
              {t('progress.timeline.actual')}{' '}
              {doneFrom ? `${format.shortDay(doneFrom)}–${curriculum.completed_at ? format.shortDay(doneTo) : t('progress.timeline.now')}` : t('progress.notSet')}
              {' · '}
              {t('progress.detail.studyTime')} {format.duration(curriculum.study_seconds)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }} data-testid="timeline-selfcheck">
              <Typography variant="body2">{t('progress.selfcheck.understanding')}</Typography>
              {curriculum.selfcheck ? (
                <>
                  <Rating value={curriculum.selfcheck.understanding} readOnly size="small" aria-label={t('progress.selfcheck.rated', { value: curriculum.selfcheck.understanding })} />
                  {curriculum.selfcheck.comment && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                      {t('progress.selfcheck.quoted', { comment: curriculum.selfcheck.comment })}
                    </Typography>
                  )}
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('progress.selfcheck.none')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
