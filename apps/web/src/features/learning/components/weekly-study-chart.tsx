import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../../components/chart-with-table.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useStudyTimeText } from './learning-format.ts';

export interface StudyDay {
  /** yyyy-MM-dd */
  period: string;
  seconds: number;
}

/** Study time per day of a week as bars (minutes); each bar's tooltip gives the time as people read it. Its own chunk: the chart library loads with it. */
export default function WeeklyStudyChart({ days }: { days: readonly StudyDay[] }) {
  const { t } = useTranslation('learning');
  const theme = useTheme();
  const timeText = useStudyTimeText();
  const dates = useDateFormat();
  const labels = days.map((day) => dates.weekday(day.period));
  return (
    <ChartWithTable
      label={`${t('learning.start.chartLabel')}: ${days.map((day) => `${dates.shortDate(day.period)} ${timeText(day.seconds)}`).join(', ')}`}
      columns={[t('learning.start.chartDay'), t('learning.start.chartTime')]}
      rows={days.map((day, index) => [`${labels[index]} ${dates.shortDate(day.period)}`, timeText(day.seconds)] as const)}
      data-testid="week-chart"
    >
      <BarChart
        height={200}
        disableKeyboardNavigation
        hideLegend
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: labels, disableTicks: true }]}
        yAxis={[{ width: 56, tickMinStep: 1, valueFormatter: (minutes: number) => t('learning.time.minutes', { count: minutes }) }]}
        series={[
          {
            data: days.map((day) => Math.round(day.seconds / 6) / 10),
            color: theme.palette.primary.main,
            valueFormatter: (_value, { dataIndex }) => timeText(days[dataIndex]?.seconds ?? 0),
          },
        ]}
        borderRadius={4}
        skipAnimation
      />
    </ChartWithTable>
  );
}
