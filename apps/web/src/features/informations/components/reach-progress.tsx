import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function reachPercent(read: number, audience: number): number {
  return audience > 0 ? Math.round((read / audience) * 100) : 0;
}

/** "read / audience" with a thin bar: how far a notice has reached its audience. */
export function ReachProgress({ read, audience }: { read: number; audience: number }) {
  const { t } = useTranslation();
  const percent = reachPercent(read, audience);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {/* Block with its own line height: inside a grid cell the row's 52 px line height would push the bar out. */}
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.4 }} data-testid="information-reach">
        {t('informations.admin.reachValue', { read, audience })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t('informations.admin.reachPercent', { percent })} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
    </Box>
  );
}
