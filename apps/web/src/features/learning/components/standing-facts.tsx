import type { Standing } from '@manabiya/domain/contracts/learning';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';
import { PlanStatusChip } from './plan-status-chip.tsx';

/** The plan in a few facts: status, steps done, start, planned and expected finish. */
export function StandingFacts({ standing }: { standing: Standing }) {
  const { t } = useTranslation('learning');
  const dateText = useDateFormat().date;
  const progressLabel = t('learning.map.stepsDone', { done: standing.steps_done, total: standing.steps_total });
  const facts = [
    { id: 'start', label: t('learning.standing.startDate'), value: dateText(standing.start_date) },
    { id: 'planned-finish', label: t('learning.standing.plannedFinish'), value: dateText(standing.planned_finish) },
    { id: 'expected-finish', label: t('learning.standing.expectedFinish'), value: dateText(standing.expected_finish) },
  ].filter((fact) => fact.value !== '');
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <PlanStatusChip standing={standing} />
        <Typography sx={{ fontWeight: 700 }} data-testid="course-percent">
          {t('learning.standing.percent', { percent: standing.percent })}
        </Typography>
        <Typography color="text.secondary" data-testid="course-steps-done">
          {progressLabel}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={standing.percent} aria-label={progressLabel} sx={{ height: 10, borderRadius: 5 }} />
      {facts.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' }, justifyContent: 'start', columnGap: 4, rowGap: 1, mt: 2, mb: 0 }}>
          {facts.map((fact) => (
            <Box key={fact.id} data-testid={`standing-${fact.id}`}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {standing.status === 'behind' && (
        <Typography variant="body2" sx={{ mt: 1.5, color: '#8a3200' }}>
          {t('learning.standing.behindHint', { count: standing.delay_days })}
        </Typography>
      )}
      {standing.status === 'no_plan' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('learning.standing.noPlanHint')}
        </Typography>
      )}
    </Box>
  );
}
