import type { AttemptView, QuestionReview } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSectionTitle } from './section-stepper.tsx';
import { formatScore } from './test-format.tsx';

/** A finished CAB attempt's points per timed section (the outcome itself is over all of them), from each question's review. */
export function SectionScores({ view, reviews }: { view: AttemptView; reviews: readonly QuestionReview[] }) {
  const { t } = useTranslation();
  const titleOf = useSectionTitle();
  const awarded = new Map(reviews.map((review) => [review.question_id, review.points_awarded]));
  const rows = view.sections.map((section, index) => {
    const questions = view.questions.filter((question) => question.section === section.index);
    const score = questions.reduce((sum, question) => sum + (awarded.get(question.id) ?? 0), 0);
    const max = questions.reduce((sum, question) => sum + question.points, 0);
    return { key: section.index, title: titleOf(section, index + 1), score, max, percent: max === 0 ? 0 : Math.round((score / max) * 1000) / 10 };
  });
  return (
    <Box sx={{ mt: 2 }} data-testid="section-scores">
      <Typography variant="body2" color="text.secondary">
        {t('testTaking.sections.scores')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) auto', columnGap: 2, rowGap: 0.5 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {row.title}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="section-score">
              {t('testTaking.outcome.score', { score: formatScore(row.score), max: formatScore(row.max), percent: row.percent })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
