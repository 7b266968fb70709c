import type { AttemptOutcome } from '@manabiya/domain/contracts/tests';
import { TEST_KIND, type TestKind } from '@manabiya/domain/enums/tests';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const KIND_KEYS = {
  [TEST_KIND.curriculum]: 'testTaking.kind.curriculum',
  [TEST_KIND.comprehensive]: 'testTaking.kind.comprehensive',
  [TEST_KIND.cab]: 'testTaking.kind.cab',
} as const satisfies Record<TestKind, string>;

/** A test's kind in the display language. */
export function useTestKindLabel(): (kind: TestKind) => string {
  const { t } = useTranslation();
  return (kind) => t(KIND_KEYS[kind]);
}

/** Where a test belongs: "Curriculum test · Web basics". */
export function useTestOrigin(): (test: { kind: TestKind; curriculum_name: string | null; course_name: string | null }) => string {
  const kindLabel = useTestKindLabel();
  return (test) => [kindLabel(test.kind), test.curriculum_name ?? test.course_name].filter(Boolean).join(' · ');
}

/** A list's title cell: the test's title leading to `to`, and where it belongs below it. */
export function TestTitleCell({ title, origin, to }: { title: string; origin: string; to: string }) {
  return (
    <>
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
        {title}
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        {origin}
      </Typography>
    </>
  );
}

/** "12.5" → "12.5", 12 → "12": a score as people write it. */
export const formatScore = (value: number) => String(Math.round(value * 100) / 100);

export function PassChip({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={passed ? 'success' : 'default'}
      variant={passed ? 'filled' : 'outlined'}
      label={passed ? t('testTaking.outcome.passed') : t('testTaking.outcome.failed')}
      data-testid="pass-chip"
      data-passed={passed}
    />
  );
}

/** An outcome in one line: score of the maximum, percent, grade and pass. */
export function OutcomeLine({ outcome }: { outcome: AttemptOutcome }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="outcome">
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('testTaking.outcome.score', { score: formatScore(outcome.score), max: formatScore(outcome.max_score), percent: outcome.percent })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {t('testTaking.outcome.grade', { grade: outcome.grade })}
      </Typography>
      <PassChip passed={outcome.passed} />
    </Box>
  );
}
