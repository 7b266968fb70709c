import type { CurriculumState, CurriculumSummary } from '@manabiya/domain/contracts/learning';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';

const STATE_COLOR: Record<CurriculumState, ChipProps['color']> = { done: 'success', in_progress: 'primary', not_started: 'default' };

export function CurriculumStateChip({ state }: { state: CurriculumState }) {
  const { t } = useTranslation('learning');
  return <Chip label={t(`learning.curriculumState.${state}`)} color={STATE_COLOR[state]} size="small" variant={state === 'not_started' ? 'outlined' : 'filled'} />;
}

/** A curriculum's steps done as a bar, with its planned days. */
export function CurriculumProgress({ curriculum, sx }: { curriculum: CurriculumSummary; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('learning');
  const dateText = useDateFormat().shortDate;
  const percent = curriculum.steps_total === 0 ? 0 : Math.round((curriculum.steps_done * 100) / curriculum.steps_total);
  const label = t('learning.map.stepsDone', { done: curriculum.steps_done, total: curriculum.steps_total });
  return (
    <Box sx={sx}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={curriculum.state === 'done' ? 'success' : 'primary'}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, mt: 0.75 }}>
        <Typography variant="body2" color="text.secondary" data-testid="curriculum-steps-done">
          {label}
        </Typography>
        {curriculum.planned_start && (
          <Typography variant="body2" color="text.secondary">
            {t('learning.map.planned', { from: dateText(curriculum.planned_start), to: dateText(curriculum.planned_end) })}
            {' · '}
            {t('learning.map.days', { count: curriculum.days })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
