import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** % of the published steps done, with "3 / 8" beside the bar. */
export function PercentBar({ done, total, percent, width = 120 }: { done: number; total: number; percent: number; width?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: width }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={t('progress.percentLabel', { percent, done, total })}
      />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {percent}%
      </Typography>
    </Box>
  );
}
