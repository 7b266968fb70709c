import type { StudentTestDetail } from '@manabiya/domain/contracts/tests';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MultilineText } from '../../../components/multiline-text.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useNow } from '../../../lib/use-now.ts';
import { TEST_TAKING_PATHS, studentAttemptPath } from './paths.ts';
import { OutcomeLine, useTestKindLabel } from './test-format.tsx';
import { TestStateChip, useAttemptsText, useStartBlock, useWindowText } from './test-state.tsx';

interface TestOverviewProps {
  test: StudentTestDetail;
  /** Starts a new attempt or resumes the open one; the page then shows the attempt. */
  onStart: () => Promise<unknown>;
}

/** A test before (or between) attempts: what it is, its rules, the attempts made, and Start or Resume. */
export function TestOverview({ test, onStart }: TestOverviewProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const kindLabel = useTestKindLabel();
  const attemptsText = useAttemptsText();
  const windowText = useWindowText();
  const block = useStartBlock()(test, useNow(15_000));
  const [confirming, setConfirming] = useState(false);
  const resuming = test.open_attempt_id !== null;
  const facts: Array<readonly [string, string]> = [
    [t('testTaking.fields.kind'), [kindLabel(test.kind), test.curriculum_name ?? test.course_name].filter(Boolean).join(' · ')],
    [t('testTaking.fields.questions'), t('testTaking.facts.questions', { count: test.question_count })],
    [t('testTaking.fields.timeLimit'), test.time_limit_minutes === null ? t('testTaking.facts.noTimeLimit') : t('testTaking.facts.minutes', { count: test.time_limit_minutes })],
    [t('testTaking.fields.passMark'), t('testTaking.facts.percent', { percent: test.pass_percent })],
    [t('testTaking.fields.attempts'), attemptsText(test)],
    [t('testTaking.fields.window'), windowText(test)],
  ];
  return (
    <Stack spacing={2.5} component="article" aria-labelledby="test-title">
      <Box>
        <Button component={RouterLink} to={TEST_TAKING_PATHS.list} startIcon={<ArrowBackIcon />} size="small">
          {t('testTaking.overview.backToList')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="test-title" component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {test.title}
          </Typography>
          <TestStateChip state={test.state} />
        </Box>
        {test.description && (
          <Typography component="div" sx={{ mt: 1.5 }}>
            <MultilineText text={test.description} />
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <FactList facts={facts} data-testid="test-facts" />
        </Box>
        {test.best && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('testTaking.fields.best')}
            </Typography>
            <OutcomeLine outcome={test.best} />
          </Box>
        )}
        <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
            disabled={block !== null}
            onClick={() => (resuming ? void onStart() : setConfirming(true))}
            data-testid="start-test"
          >
            {resuming ? t('testTaking.overview.resume') : test.attempts_used > 0 ? t('testTaking.overview.retake') : t('testTaking.overview.start')}
          </Button>
          {block && (
            <Alert severity="info" sx={{ flex: 1, minWidth: 240 }} data-testid="start-block">
              {block}
            </Alert>
          )}
        </Box>
      </Paper>
      <DetailSection title={t('testTaking.overview.history')}>
        {test.attempts.length === 0 ? (
          <Typography color="text.secondary">{t('testTaking.overview.noAttempts')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('testTaking.overview.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('testTaking.fields.number')}</TableCell>
                  <TableCell>{t('testTaking.fields.startedAt')}</TableCell>
                  <TableCell>{t('testTaking.fields.submittedAt')}</TableCell>
                  <TableCell>{t('testTaking.fields.result')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {test.attempts.map((attempt) => (
                  <TableRow key={attempt.id} data-testid="attempt-row">
                    <TableCell>
                      <Link component={RouterLink} to={studentAttemptPath(test.id, attempt.id)} underline="hover" sx={{ whiteSpace: 'nowrap' }}>
                        {t('testTaking.overview.attemptNumber', { number: attempt.number })}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(attempt.started_at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{attempt.submitted_at ? format.dateTime(attempt.submitted_at) : t('testTaking.state.in_progress')}</TableCell>
                    <TableCell>
                      {attempt.outcome ? (
                        <OutcomeLine outcome={attempt.outcome} />
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {attempt.submitted_at ? t('testTaking.list.resultHidden') : '—'}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DetailSection>
      <ConfirmDialog
        open={confirming}
        title={t('testTaking.overview.confirmTitle')}
        message={
          test.time_limit_minutes === null
            ? t('testTaking.overview.confirmUntimed')
            : t('testTaking.overview.confirmTimed', { count: test.time_limit_minutes })
        }
        confirmLabel={t('testTaking.overview.start')}
        destructive={false}
        onConfirm={onStart}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
