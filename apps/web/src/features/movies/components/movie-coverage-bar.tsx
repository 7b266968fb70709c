import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/format-clock.ts';

/** How much of a video was actually played: a bar with the share and the watched time. */
export function MovieCoverageBar({ watchedSeconds, durationSeconds }: { watchedSeconds: number; durationSeconds: number }) {
  const { t } = useTranslation('movies');
  const percent = durationSeconds > 0 ? Math.min(100, Math.round((watchedSeconds / durationSeconds) * 100)) : 0;
  const label = t('movies.coverage.label', { percent, watched: formatClock(watchedSeconds), duration: formatClock(durationSeconds) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('movies.coverage.aria')}
        aria-valuetext={label}
        color={percent >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', minWidth: '12.5em' }}>
        {label}
      </Typography>
    </Box>
  );
}
