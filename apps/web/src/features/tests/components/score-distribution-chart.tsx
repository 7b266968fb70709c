import type { TestAnalysis } from '@manabiya/domain/contracts/tests';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../../components/chart-with-table.tsx';

/**
 * How many students' best attempts fall in each band of 10 %, as bars with the figures as a table
 * behind a button. Its own chunk: the chart library loads with it, never with the pages before it.
 */
export default function ScoreDistributionChart({ distribution, studentCount }: { distribution: TestAnalysis['distribution']; studentCount: number }) {
  const { t } = useTranslation();
  const bandLabel = (band: { from: number; to: number }) => t('tests.results.band', { from: band.from, to: band.to });
  return (
    <ChartWithTable
      label={t('tests.results.distributionLabel', { count: studentCount })}
      columns={[t('tests.results.bandColumn'), t('tests.results.studentsColumn')]}
      rows={distribution.map((band) => [bandLabel(band), t('tests.results.students', { count: band.count })] as const)}
      data-testid="score-distribution"
    >
      <BarChart
        height={240}
        disableKeyboardNavigation
        xAxis={[
          {
            scaleType: 'band',
            data: distribution.map((band) => `${band.from}`),
            valueFormatter: (from: string, context) => {
              const band = distribution.find((item) => String(item.from) === from);
              return context.location === 'tick' ? from : band ? bandLabel(band) : from;
            },
            label: t('tests.results.percentAxis'),
            // Room for the tick labels and the axis's own label in the Japanese font's taller line.
            height: 60,
          },
        ]}
        yAxis={[{ width: 40, min: 0, tickMinStep: 1 }]}
        series={[{ data: distribution.map((band) => band.count), label: t('tests.results.studentsColumn') }]}
        hideLegend
      />
    </ChartWithTable>
  );
}
