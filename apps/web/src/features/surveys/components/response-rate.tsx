import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRate } from './use-survey-labels.ts';

/** How many of the students a survey is for answered it: the count over the target and a bar of the rate. */
export function ResponseRate({ responseCount, targetCount, rate }: { responseCount: number; targetCount: number; rate: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="survey-response-rate">
      <Typography variant="body2" color="text.secondary">
        {t('surveyAnswer.results.rateTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          {formatRate(rate, i18n.language)}
        </Typography>
        <Typography color="text.secondary">{t('surveyAnswer.results.rateCounts', { count: responseCount, target: targetCount })}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, rate ?? 0)}
        sx={{ mt: 1, height: 10, borderRadius: 5 }}
        aria-label={t('surveyAnswer.results.rateTitle')}
        aria-valuetext={formatRate(rate, i18n.language)}
      />
    </Paper>
  );
}
