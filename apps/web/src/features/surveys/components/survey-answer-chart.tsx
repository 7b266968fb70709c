import type { SurveyQuestionResult } from '@manabiya/domain/contracts/surveys';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartWithTable } from '../../../components/chart-with-table.tsx';

/** Room for an option's label on the category axis before it is cut (the table has it whole). */
const LABEL_CHARS = 14;
const cut = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * How many chose each option or scale point of one question, as horizontal bars (long option texts
 * read on a phone), with the figures as a table behind a button. Its own chunk: the chart library
 * loads with it, never with the pages before it.
 */
export default function SurveyAnswerChart({ question, number }: { question: SurveyQuestionResult; number: number }) {
  const { t } = useTranslation();
  const labels = question.counts.map((entry) => entry.label);
  return (
    <ChartWithTable
      label={t('surveyAnswer.results.chartLabel', { number, count: question.answered })}
      columns={[t('surveyAnswer.results.choiceColumn'), t('surveyAnswer.results.countColumn')]}
      rows={question.counts.map((entry) => [entry.label, t('surveyAnswer.results.people', { count: entry.count })] as const)}
      data-testid={`survey-chart-${number}`}
    >
      <BarChart
        height={Math.max(160, 44 * question.counts.length + 60)}
        layout="horizontal"
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: labels, width: 120, valueFormatter: (label: string, context) => (context.location === 'tick' ? cut(label) : label) }]}
        // Room past the longest bar for its count, and under the axis for the ticks and the axis's own label in the Japanese font's taller line.
        xAxis={[{ min: 0, max: Math.max(1, ...question.counts.map((entry) => entry.count)) * 1.15, tickMinStep: 1, label: t('surveyAnswer.results.countAxis'), height: 60 }]}
        // Each bar says its count at its end: the figure reads without following a grid line.
        series={[{ data: question.counts.map((entry) => entry.count), label: t('surveyAnswer.results.countColumn'), barLabel: 'value', barLabelPlacement: 'outside' }]}
        hideLegend
        margin={{ right: 16 }}
      />
    </ChartWithTable>
  );
}
