import type { Standing, StepSummary } from '@manabiya/domain/contracts/learning';
import CelebrationIcon from '@mui/icons-material/Celebration';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { stepPath } from '../paths.ts';

/** The one obvious way on: the first step not done, or a word of congratulation when none is left. */
export function NextStepCard({ step, standing, sx }: { step: StepSummary | null; standing: Standing; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('learning');
  if (!step) {
    if (standing.steps_total === 0) return null;
    return (
      <Alert severity="success" icon={<CelebrationIcon />} sx={sx} data-testid="all-done">
        {t('learning.map.allDone')}
      </Alert>
    );
  }
  const started = standing.steps_done > 0;
  return (
    <Box sx={sx}>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        data-testid="next-step"
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('learning.map.nextStep')} · {step.curriculum_name}
          </Typography>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{step.title}</Typography>
        </Box>
        <Button variant="contained" size="large" component={RouterLink} to={stepPath(step.id)} startIcon={<PlayArrowIcon />} data-testid="next-step-button">
          {started ? t('learning.map.continueLearning') : t('learning.map.startLearning')}
        </Button>
      </Box>
    </Box>
  );
}
