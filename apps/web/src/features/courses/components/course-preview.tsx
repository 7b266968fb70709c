import type { CoursePreview, PreviewCurriculum, PreviewStep } from '@manabiya/domain/contracts/courses';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { PublishChip } from './publish-chip.tsx';
import { formatBytes, formatDuration, useHoursLabel, useStepTypeLabel } from './use-content-labels.ts';

const isPublic = (row: { publish_status: number }) => row.publish_status === PUBLISH_STATUS.public;

export interface CoursePreviewViewProps {
  preview: CoursePreview;
  /** Where a video can be played by this staff member (movie section), else only its title shows. */
  movieSrc?: (id: number) => string;
}

/**
 * The course as its students will follow it: the curricula in order with their steps and content.
 * Private curricula and steps are hidden as students never see them; a switch shows them, marked.
 */
export function CoursePreviewView({ preview, movieSrc }: CoursePreviewViewProps) {
  const { t } = useTranslation();
  const [showPrivate, setShowPrivate] = useState(false);
  const curricula = preview.curricula
    .filter((curriculum) => showPrivate || isPublic(curriculum))
    .map((curriculum) => ({ ...curriculum, steps: curriculum.steps.filter((step) => showPrivate || isPublic(step)) }));
  const hiddenCount = preview.curricula.length - preview.curricula.filter(isPublic).length + preview.curricula.flatMap((c) => c.steps).filter((s) => !isPublic(s)).length;
  const total = (key: 'normal_days' | 'intensive_days') => curricula.reduce((sum, curriculum) => sum + curriculum[key], 0);
  return (
    <Stack spacing={2} data-testid="course-preview">
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
            {preview.name}
          </Typography>
          <PublishChip status={preview.publish_status} />
        </Stack>
        {preview.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }} color="text.secondary">
            {preview.description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('courses.preview.plan', { count: curricula.length, normal: total('normal_days'), intensive: total('intensive_days') })}
        </Typography>
        {preview.sequential && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('courses.preview.sequential')}
          </Typography>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={showPrivate} onChange={(event) => setShowPrivate(event.target.checked)} />}
          label={t('courses.preview.showPrivate', { count: hiddenCount })}
        />
      </Paper>
      {preview.publish_status !== PUBLISH_STATUS.public && <Alert severity="info">{t('courses.preview.coursePrivate')}</Alert>}
      {curricula.length === 0 && <Typography color="text.secondary">{t('courses.preview.empty')}</Typography>}
      {curricula.map((curriculum, index) => (
        <PreviewCurriculumCard key={curriculum.curriculum_id} curriculum={curriculum} number={index + 1} movieSrc={movieSrc} />
      ))}
    </Stack>
  );
}

function PreviewCurriculumCard({ curriculum, number, movieSrc }: { curriculum: PreviewCurriculum; number: number; movieSrc?: (id: number) => string }) {
  const { t } = useTranslation();
  const hours = useHoursLabel();
  const standardHours = curriculum.steps.reduce((sum, step) => sum + step.standard_hours, 0);
  const titleId = `preview-curriculum-${curriculum.curriculum_id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {number}. {curriculum.name}
        </Typography>
        {!isPublic(curriculum) && <PublishChip status={curriculum.publish_status} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('courses.stepCount', { count: curriculum.steps.length })} · {hours(standardHours)} ·{' '}
        {t('courses.preview.days', { normal: curriculum.normal_days, intensive: curriculum.intensive_days })}
      </Typography>
      {curriculum.description && (
        <Typography variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-wrap' }}>
          {curriculum.description}
        </Typography>
      )}
      {curriculum.steps.length === 0 && <Typography color="text.secondary">{t('courses.preview.noSteps')}</Typography>}
      {curriculum.steps.map((step, index) => (
        <PreviewStepItem key={step.id} step={step} number={`${number}-${index + 1}`} movieSrc={movieSrc} />
      ))}
    </Paper>
  );
}

function PreviewStepItem({ step, number, movieSrc }: { step: PreviewStep; number: string; movieSrc?: (id: number) => string }) {
  const { t } = useTranslation();
  const hours = useHoursLabel();
  const stepType = useStepTypeLabel();
  const [expanded, setExpanded] = useState(false);
  return (
    <Accordion disableGutters variant="outlined" expanded={expanded} onChange={(_event, open) => setExpanded(open)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {number} {step.title}
          </Typography>
          <Chip size="small" variant="outlined" label={stepType(step.step_type)} color={step.step_type === STEP_TYPE.assignment ? 'secondary' : 'default'} />
          <Typography variant="body2" color="text.secondary">
            {hours(step.standard_hours)}
          </Typography>
          {step.movies.length > 0 && <OndemandVideoIcon fontSize="small" color="action" aria-label={t('courses.preview.videos', { count: step.movies.length })} />}
          {!isPublic(step) && <Chip size="small" icon={<LockIcon />} label={t('courses.preview.privateStep')} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {step.body ? <SafeMarkdown text={step.body} /> : <Typography color="text.secondary">{t('courses.preview.noBody')}</Typography>}
          {step.movies.length > 0 && (
            <Box component="section" aria-label={t('courses.fields.movies')}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('courses.fields.movies')}
              </Typography>
              <Stack spacing={1.5}>
                {step.movies.map((movie) => (
                  <Box key={movie.id}>
                    <Typography variant="body2">
                      {movie.title}（{formatDuration(movie.duration_seconds)}）
                    </Typography>
                    {movieSrc && (
                      <Box component="video" controls preload="metadata" src={movieSrc(movie.id)} sx={{ width: '100%', maxWidth: 640, mt: 0.5, bgcolor: 'common.black', borderRadius: 1 }} />
                    )}
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
          {step.attachments.length > 0 && (
            <Box component="section" aria-label={t('courses.fields.attachments')}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('courses.fields.attachments')}
              </Typography>
              {step.attachments.map((file) => (
                <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <AttachFileIcon fontSize="small" color="action" />
                  <Link href={file.path} download={file.file_name}>
                    {file.file_name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {formatBytes(file.size_bytes)}
                  </Typography>
                </Stack>
              ))}
            </Box>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
