import type { StepPage } from '@manabiya/domain/contracts/learning';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useCompleteStep } from '../api/learning-api.ts';
import type { StudyClockState } from '../hooks/use-study-clock.ts';
import { curriculumPath, stepPath } from '../paths.ts';
import { useStudyTimeText } from './learning-format.ts';

interface StepViewProps {
  step: StepPage;
  /** The study clock of the page, shown as a quiet line. */
  clock: StudyClockState;
  /** The step's videos, rendered by the page (the player belongs to the movies feature). */
  videos?: ReactNode;
  /** An assignment's way to its room, rendered by the page (rooms are a feature of their own). */
  room?: ReactNode;
}

const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * A step of the course: the teaching text (Markdown, never HTML), its videos and attachments, and
 * what finishes it — 「完了にする」 for self-study, the teacher's check for an assignment — with the
 * previous and next steps. A locked step shows only which step opens it.
 */
export function StepView({ step, clock, videos, room }: StepViewProps) {
  const { t } = useTranslation('learning');
  const done = step.state === 'done';
  return (
    <Stack spacing={2.5} component="article" aria-labelledby="step-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button component={RouterLink} to={curriculumPath(step.curriculum_id)} startIcon={<ArrowBackIcon />} size="small">
          {t('learning.step.backToCurriculum')}
        </Button>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {step.curriculum_name} · {t('learning.step.position', { number: step.number, count: step.count })}
        </Typography>
        <Typography id="step-title" component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word', mt: 0.5 }}>
          {step.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            label={step.step_type === STEP_TYPE.assignment ? t('learning.stepType.assignment') : t('learning.stepType.selfStudy')}
          />
          {done && <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('learning.step.completed')} data-testid="step-done-chip" />}
          <Typography variant="body2" color="text.secondary">
            {t('learning.step.standardHours', { hours: step.standard_hours })}
          </Typography>
          {step.state !== 'locked' && <ClockLine clock={clock} />}
        </Stack>
      </Box>

      {step.state === 'locked' && step.locked_by ? (
        <Alert severity="info" icon={<LockIcon />} data-testid="step-locked">
          <AlertTitle>{t('learning.step.lockedTitle')}</AlertTitle>
          {t('learning.lockedBy', { title: step.locked_by.title })}
          <Box sx={{ mt: 1.5 }}>
            <Button variant="contained" component={RouterLink} to={stepPath(step.locked_by.id)}>
              {t('learning.step.openLocking', { title: step.locked_by.title })}
            </Button>
          </Box>
        </Alert>
      ) : (
        <>
          {videos && step.movies.length > 0 && (
            <Box component="section" aria-label={t('learning.step.videos')} sx={{ maxWidth: 880, width: '100%' }}>
              {videos}
            </Box>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
            <SafeMarkdown text={step.body} />
          </Paper>
          {step.attachments.length > 0 && <Attachments step={step} />}
          <Finish step={step} room={room} />
        </>
      )}
      <Neighbours step={step} />
    </Stack>
  );
}

function ClockLine({ clock }: { clock: StudyClockState }) {
  const { t } = useTranslation('learning');
  const timeText = useStudyTimeText();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-testid="study-clock" data-active={clock.active}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: clock.active ? 'success.main' : 'action.disabled' }} />
      {clock.active ? t('learning.step.clockActive') : t('learning.step.clockPaused')}
      {clock.todaySeconds !== null && ` · ${t('learning.step.todayTime', { time: timeText(clock.todaySeconds) })}`}
    </Typography>
  );
}

function Attachments({ step }: { step: StepPage }) {
  const { t } = useTranslation('learning');
  return (
    <Box component="section" aria-labelledby="step-attachments">
      <Typography id="step-attachments" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('learning.step.attachments')}
      </Typography>
      <List dense disablePadding>
        {step.attachments.map((file) => (
          <ListItem key={file.id} disablePadding>
            <ListItemButton component="a" href={file.url} download={file.file_name} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <AttachFileIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={file.file_name} secondary={fileSize(file.size_bytes)} sx={{ wordBreak: 'break-all' }} />
              <DownloadIcon fontSize="small" color="action" titleAccess={t('learning.step.download')} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** What finishes the step: the student's 「完了にする」, or for an assignment the teacher's check in its room. */
function Finish({ step, room }: { step: StepPage; room?: ReactNode }) {
  const { t } = useTranslation('learning');
  const formatDate = useDateFormat().date;
  const complete = useCompleteStep();
  const showSnackbar = useSnackbar();
  const done = step.state === 'done';
  if (step.step_type === STEP_TYPE.assignment) {
    return (
      <Alert severity={done ? 'success' : 'info'} icon={<AssignmentIcon />} data-testid="assignment-status">
        <AlertTitle>{t('learning.step.assignmentTitle')}</AlertTitle>
        {done ? t('learning.step.assignmentDone') : t('learning.step.assignmentLead')}
        {room}
      </Alert>
    );
  }
  if (done) {
    return (
      <Alert severity="success" data-testid="step-completed">
        {t('learning.step.completedAt', { date: formatDate(step.completed_at) })}
      </Alert>
    );
  }
  return (
    <Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<CheckCircleIcon />}
        disabled={complete.isPending}
        onClick={() => complete.mutate(step.id, { onSuccess: () => showSnackbar(t('learning.step.completedToast')) })}
        data-testid="complete-step"
      >
        {complete.isPending ? t('learning.step.completing') : t('learning.step.complete')}
      </Button>
      {complete.isError && <ErrorMessage error={complete.error} sx={{ mt: 2 }} />}
    </Box>
  );
}

function Neighbours({ step }: { step: StepPage }) {
  const { t } = useTranslation('learning');
  // Once this step is done, going on is the obvious thing to do.
  const nextIsMain = step.state === 'done';
  return (
    <Box component="nav" aria-label={t('learning.curriculum.steps')} sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, pt: 1 }}>
      {step.previous ? (
        <Button component={RouterLink} to={stepPath(step.previous.id)} startIcon={<ArrowBackIcon />} sx={{ textAlign: 'left', maxWidth: { sm: '48%' } }} data-testid="previous-step">
          {t('learning.step.previous')}: {step.previous.title}
        </Button>
      ) : (
        <span />
      )}
      {step.next && (
        <Button
          component={RouterLink}
          to={stepPath(step.next.id)}
          variant={nextIsMain ? 'contained' : 'text'}
          endIcon={<ArrowForwardIcon />}
          sx={{ textAlign: 'right', maxWidth: { sm: '48%' }, ml: 'auto' }}
          data-testid="next-step-link"
        >
          {t('learning.step.next')}: {step.next.title}
        </Button>
      )}
    </Box>
  );
}
