import type { StudyDay } from '@manabiya/domain/contracts/progress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../../components/chart-with-table.tsx';
import { usePhone } from '../../../lib/use-phone.ts';
import { useProgressFormat } from './use-progress-format.ts';

/** Study time per day (minutes) from the ledger, oldest day at the left, today at the right. */
export function StudyChart({ days }: { days: readonly StudyDay[] }) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const total = days.reduce((sum, day) => sum + day.seconds, 0);
  const phone = usePhone();
  const step = Math.max(1, Math.ceil(days.length / (phone ? 4 : 8)));
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('progress.detail.yUnit')}
      </Typography>
      {total === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('progress.detail.noStudy')}
        </Typography>
      )}
      <ChartWithTable
        label={t('progress.detail.chartLabel', { days: days.length, total: format.duration(total) })}
        columns={[t('progress.reports.date'), t('progress.detail.studyTime')]}
        rows={days.map((day) => [format.longDay(day.date), format.duration(day.seconds)] as const)}
        data-testid="study-chart"
      >
        <BarChart
          height={220}
          // Room at the right for today's label, centred under the last bar ("11月28日" is wider than "11/28").
          margin={{ right: 24 }}
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'band',
              data: days.map((day) => day.date),
              valueFormatter: (date: string, context) => (context.location === 'tick' ? format.shortDay(date) : format.longDay(date)),
              // A labelled tick every few days (8 on a wide screen, 4 on a phone), today's among them.
              tickInterval: (_date: string, index: number) => (days.length - 1 - index) % step === 0,
              tickLabelInterval: () => true,
              // Room for the Japanese font's taller line: a label that does not fit the axis is shortened to nothing.
              height: 36,
            },
          ]}
          yAxis={[{ width: 48, min: 0, tickMinStep: 1, ...(total === 0 ? { max: 60 } : {}) }]}
          series={[
            {
              data: days.map((day) => Math.round(day.seconds / 60)),
              label: t('progress.detail.studyTime'),
              valueFormatter: (minutes) => format.duration((minutes ?? 0) * 60),
            },
          ]}
          hideLegend
        />
      </ChartWithTable>
    </Box>
  );
}
