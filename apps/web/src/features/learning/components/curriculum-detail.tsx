import type { CurriculumDetail as CurriculumDetailData } from '@manabiya/domain/contracts/learning';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { curriculumPath, LEARNING_PATHS } from '../paths.ts';
import { CurriculumProgress, CurriculumStateChip } from './curriculum-progress.tsx';
import { StepList } from './step-list.tsx';
import { LockedNote } from './locked-note.tsx';

/** The tests the curriculum's completion waits for (decision 048), each linked to its page and marked once passed. */
function RequiredTestsNote({ tests, testPath }: { tests: CurriculumDetailData['curriculum']['required_tests']; testPath: (testId: number) => string }) {
  const { t } = useTranslation('learning');
  const waiting = tests.some((test) => !test.passed);
  return (
    <Alert severity={waiting ? 'info' : 'success'} sx={{ mt: 2 }} data-testid="required-tests-note">
      <AlertTitle sx={{ mb: 0.5 }}>{t('learning.curriculum.testRequired')}</AlertTitle>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {tests.map((test) => (
          <Box component="li" key={test.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={testPath(test.id)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {test.title}
            </Link>
            <Typography variant="body2" component="span" sx={{ color: test.passed ? 'success.dark' : 'text.secondary', fontWeight: test.passed ? 700 : 400 }}>
              {test.passed ? t('learning.curriculum.testPassed') : t('learning.curriculum.testNotPassed')}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * A curriculum of the student's course (/student/curriculum/:id): its progress, planned days and
 * steps, and the tests its completion waits for (their page from `testPath`, given by the portal).
 */
export function CurriculumDetail({ detail, testPath }: { detail: CurriculumDetailData; testPath: (testId: number) => string }) {
  const { t } = useTranslation('learning');
  const { curriculum } = detail;
  const firstOpen = detail.steps.find((step) => step.state !== 'done')?.id ?? null;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component={RouterLink} to={LEARNING_PATHS.courseMap} startIcon={<ArrowBackIcon />} size="small">
          {t('learning.curriculum.backToMap')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {detail.course.name} · {t('learning.curriculum.number', { number: curriculum.number })}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, flex: 1, wordBreak: 'break-word' }}>
            {curriculum.name}
          </Typography>
          <CurriculumStateChip state={curriculum.state} />
        </Stack>
        {curriculum.description && (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {curriculum.description}
          </Typography>
        )}
        <CurriculumProgress curriculum={curriculum} sx={{ mt: 2 }} />
        {curriculum.locked_by && <LockedNote text={t('learning.lockedBy', { title: curriculum.locked_by.title })} />}
        {curriculum.required_tests.length > 0 && <RequiredTestsNote tests={curriculum.required_tests} testPath={testPath} />}
      </Paper>
      <Box component="section" aria-labelledby="curriculum-steps">
        <Typography id="curriculum-steps" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('learning.curriculum.steps')}
        </Typography>
        {detail.steps.length === 0 ? <Alert severity="info">{t('learning.curriculum.noSteps')}</Alert> : <StepList steps={detail.steps} currentStepId={firstOpen} />}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {detail.previous_curriculum ? (
          <Button component={RouterLink} to={curriculumPath(detail.previous_curriculum.id)} startIcon={<ArrowBackIcon />} sx={{ textAlign: 'left' }}>
            {t('learning.curriculum.previous')}: {detail.previous_curriculum.name}
          </Button>
        ) : (
          <span />
        )}
        {detail.next_curriculum && (
          <Button component={RouterLink} to={curriculumPath(detail.next_curriculum.id)} endIcon={<ArrowForwardIcon />} sx={{ textAlign: 'right' }}>
            {t('learning.curriculum.next')}: {detail.next_curriculum.name}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
