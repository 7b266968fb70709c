import type { CourseMap as CourseMapData, CurriculumSummary, StepSummary } from '@manabiya/domain/contracts/learning';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { curriculumPath } from '../paths.ts';
import { CurriculumProgress, CurriculumStateChip } from './curriculum-progress.tsx';
import { NextStepCard } from './next-step-card.tsx';
import { PlanStatusChip } from './plan-status-chip.tsx';
import { NoCourse } from './no-course.tsx';
import { StandingFacts } from './standing-facts.tsx';
import { StepList } from './step-list.tsx';
import { LockedNote } from './locked-note.tsx';

/**
 * The course map (/student/curriculum): where the student stands against the plan, the one next
 * step, then every curriculum with its progress, planned days and steps (locked ones with the step
 * that opens them). The curriculum holding the next step is open; the others open on request.
 */
export function CourseMap({ map }: { map: CourseMapData }) {
  const { t } = useTranslation('learning');
  const { course, standing } = map;
  if (!course || !standing) return <NoCourse />;
  const nextCurriculumId = map.next_step?.curriculum_id ?? null;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-testid="course-summary">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, flex: 1, wordBreak: 'break-word' }}>
            {course.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Chip label={course.course_mode === 1 ? t('learning.map.modeIntensive') : t('learning.map.modeNormal')} variant="outlined" />
          </Stack>
        </Stack>
        {course.description && (
          <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
            {course.description}
          </Typography>
        )}
        <StandingFacts standing={standing} />
        <NextStepCard step={map.next_step} standing={standing} sx={{ mt: 3 }} />
        {course.sequential && <LockedNote text={t('learning.map.sequential')} mt={2} />}
      </Paper>

      <Box component="section" aria-labelledby="course-map-curricula">
        <Typography id="course-map-curricula" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('learning.map.curricula')}
        </Typography>
        {map.curricula.length === 0 ? (
          <Alert severity="info">{t('learning.map.emptyCourse')}</Alert>
        ) : (
          <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {map.curricula.map((curriculum) => (
              <CurriculumCard
                key={curriculum.id}
                curriculum={curriculum}
                currentStepId={map.next_step?.id ?? null}
                initiallyOpen={curriculum.id === nextCurriculumId}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function CurriculumCard({
  curriculum,
  currentStepId,
  initiallyOpen,
}: {
  curriculum: CurriculumSummary & { steps: StepSummary[] };
  currentStepId: number | null;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(initiallyOpen);
  const stepsId = `curriculum-${curriculum.id}-steps`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }} data-testid="curriculum-card" data-state={curriculum.state}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('learning.curriculum.number', { number: curriculum.number })}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={curriculumPath(curriculum.id)} underline="hover" color="inherit">
              {curriculum.name}
            </Link>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}>
          {/* The student's one delay, shown on the curriculum where they are now (decision 043). */}
          {curriculum.delay_days > 0 && <PlanStatusChip standing={{ status: 'behind', delay_days: curriculum.delay_days, ahead_days: 0 }} size="small" />}
          <CurriculumStateChip state={curriculum.state} />
        </Stack>
      </Stack>
      <CurriculumProgress curriculum={curriculum} sx={{ mt: 1.5 }} />
      {curriculum.locked_by && <LockedNote text={t('learning.lockedBy', { title: curriculum.locked_by.title })} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={stepsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {t('learning.map.showSteps')}
        </Button>
        <Button size="small" component={RouterLink} to={curriculumPath(curriculum.id)} endIcon={<ArrowForwardIcon />}>
          {t('learning.map.openCurriculum')}
        </Button>
      </Stack>
      <Collapse in={open} id={stepsId}>
        <StepList steps={curriculum.steps} currentStepId={currentStepId} />
      </Collapse>
    </Paper>
  );
}
