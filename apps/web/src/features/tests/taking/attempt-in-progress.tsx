import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import TimerIcon from '@mui/icons-material/Timer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ApiError, isApiError, isServerUnreachable } from '../../../lib/api-error.ts';
import { onReconnected } from '../../../lib/connection-status.ts';
import { useDateFormat } from '../../../lib/format-date.ts';
import { moveToNextSection, submitAttempt, type TimedAttempt } from '../api/student-test-api.ts';
import { isAnswered, saveStateOf } from './answer-store.ts';
import { QuestionCard, type QuestionMark } from './question-card.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { SectionStepper } from './section-stepper.tsx';
import { formatRemaining, warningOf } from './server-clock.ts';
import { useAnswerSaving } from './use-answer-saving.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { KEPT_COLOR, useRemaining, useServerClock } from './use-server-clock.ts';

/** How often the page tries again to hand in an attempt whose time is up while the network is down. */
const FINISH_RETRY_MS = 5_000;
/** How often the page reads an attempt whose CAB section's time is up, until the server has moved it on (after the grace for saves in flight). */
const SECTION_READ_MS = 2_000;

interface AttemptInProgressProps {
  timed: TimedAttempt;
  storageKey: string;
  /** The server says the attempt is over (a save refused with 409): read it again to show it finished. */
  onClosed: () => void;
  /** The attempt was handed in: its finished view. */
  onSubmitted: (timed: TimedAttempt) => void;
  /** The student ended the CAB section: the attempt in its next section (or handed in after the last). */
  onMoved: (timed: TimedAttempt) => void;
  /** The tab is shown again: read the attempt again (the clock is measured anew, another device's answers merged). */
  onShown: () => void;
}

/**
 * The attempt screen (decision 048): every question in a scrolling list, a navigator, the time left
 * by the server's clock, each answer kept in this browser at once and sent in order, the offline
 * banner while sends fail, and the submit with a list of what is unanswered. At the deadline the
 * page sends what waits and hands the attempt in (the server finishes it by itself as well).
 */
export function AttemptInProgress({ timed, storageKey, onClosed, onSubmitted, onMoved, onShown }: AttemptInProgressProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { view } = timed;
  const clock = useServerClock({ serverNow: view.server_now, sentAt: timed.sentAt, receivedAt: timed.receivedAt });
  const { record } = clock;
  const [measured, setMeasured] = useState(timed);
  if (measured !== timed) {
    setMeasured(timed);
    record(timed.view.server_now, timed.sentAt, timed.receivedAt);
  }
  const saving = useAnswerSaving({ view, storageKey, clock, onClosed, onNewer: onShown });
  // A CAB test in timed sections: the clock is the current section's; a section's end moves on, the last one's ends the attempt.
  const sectionIndex = view.sections.length > 0 ? view.section_index : null;
  const inLastSection = sectionIndex === null || view.sections.at(-1)?.index === sectionIndex;
  const remaining = useRemaining(sectionIndex === null ? view.deadline_at : view.section_deadline_at, clock.offsetMs, onShown);
  const timeUp = remaining === 0;
  const sectionTimeUp = timeUp && !inLastSection;
  const attemptTimeUp = timeUp && inLastSection;
  const [confirming, setConfirming] = useState(false);
  const [confirmingNext, setConfirmingNext] = useState(false);
  const [finishError, setFinishError] = useState<unknown>(null);

  const { flush, store } = saving;

  /** Sends what waits, then hands the attempt in; refused while saves could not be sent. */
  const handIn = useCallback(async () => {
    // Saves that cannot be sent now (offline) keep the attempt open: they are the student's answers.
    if ((await flush()).queue.length > 0) throw new ApiError(0, '');
    try {
      onSubmitted(await submitAttempt(view.id));
    } catch (error) {
      // Already finished (the deadline, another device): show it as the server holds it.
      if (isApiError(error) && error.status === 409) onClosed();
      else throw error;
    }
  }, [flush, view.id, onSubmitted, onClosed]);

  /** Sends what waits, then leaves the section for the next one (no going back). */
  const leaveSection = useCallback(async () => {
    if ((await flush()).queue.length > 0) throw new ApiError(0, '');
    if (sectionIndex !== null) onMoved(await moveToNextSection(view.id, sectionIndex));
  }, [flush, view.id, sectionIndex, onMoved]);

  // A new section starts at the top of the page.
  useEffect(() => {
    if (sectionIndex !== null) window.scrollTo({ top: 0 });
  }, [sectionIndex]);

  // The section's time is up: send what waits, and read the attempt until the server has moved it on.
  useEffect(() => {
    if (!sectionTimeUp) return;
    void flush();
    const timer = window.setInterval(onShown, SECTION_READ_MS);
    return () => window.clearInterval(timer);
  }, [sectionTimeUp, flush, onShown]);

  // Time is up: hand in now, and again while the network keeps it from arriving.
  const finishing = useRef(false);
  const finishNow = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    void handIn()
      .then(() => setFinishError(null))
      .catch((error: unknown) => setFinishError(error))
      .finally(() => {
        finishing.current = false;
      });
  }, [handIn]);
  useEffect(() => {
    if (!attemptTimeUp) return;
    finishNow();
    const timer = window.setInterval(finishNow, FINISH_RETRY_MS);
    const stop = onReconnected(finishNow);
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [attemptTimeUp, finishNow]);

  // The 5-minute and 1-minute warnings, said once each by the live region (in a section, those shorter than the section's own limit only).
  const sectionLimitMs = (view.sections.find((section) => section.index === sectionIndex)?.time_limit_minutes ?? Number.POSITIVE_INFINITY) * 60_000;
  const clockWarning = warningOf(remaining);
  const warning = clockWarning !== null && clockWarning < sectionLimitMs ? clockWarning : null;
  const [announced, setAnnounced] = useState<number | null>(null);
  if (warning !== null && warning !== announced) setAnnounced(warning);
  const announcement = sectionTimeUp
    ? t('testTaking.sections.timeUp')
    : timeUp
      ? t('testTaking.attempt.timeUp')
      : announced === null
        ? ''
        : t('testTaking.attempt.minutesLeft', { count: announced / 60_000 });

  const answered = useCallback((questionId: number) => isAnswered(store.answers[questionId]?.answer), [store]);
  const markOf = (questionId: number): QuestionMark => {
    if (saving.refused.has(questionId)) return 'refused';
    const state = saveStateOf(store, questionId);
    return state === 'pending' && saving.offline ? 'offline' : state;
  };
  const unanswered = view.questions.map((question) => ({ question, number: question.position })).filter(({ question }) => !answered(question.id));
  /** What the confirmation of a hand-in (`attempt`) or of leaving a section (`sections`) says of the questions left unanswered. */
  const unansweredMessage = (group: 'attempt' | 'sections') =>
    unanswered.length === 0
      ? t(group === 'attempt' ? 'testTaking.attempt.submitAllAnswered' : 'testTaking.sections.nextAllAnswered')
      : t(group === 'attempt' ? 'testTaking.attempt.submitUnanswered' : 'testTaking.sections.nextUnanswered', {
          count: unanswered.length,
          numbers: unanswered.map(({ number }) => number).join(t('testTaking.attempt.listSeparator')),
        });
  const pending = store.queue.length;
  const globalState = pending === 0 ? 'saved' : saving.offline ? 'offline' : 'pending';

  return (
    <Stack spacing={2} component="article" aria-labelledby="attempt-title">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="attempt-title" component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {view.test_title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('testTaking.overview.attemptNumber', { number: view.number })} · {t('testTaking.attempt.questionCount', { count: view.questions.length })}
          {view.deadline_at && ` · ${t('testTaking.attempt.deadline', { at: format.dateTime(view.deadline_at) })}`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('testTaking.attempt.lead')}
        </Typography>
        {sectionIndex !== null && <SectionStepper sections={view.sections} />}
      </Paper>
      {saving.offline && (
        <Alert severity="warning" icon={<CloudOffIcon />} data-testid="offline-banner" role="alert">
          {t('testTaking.attempt.offline', { count: pending })}
        </Alert>
      )}
      {warning !== null && !timeUp && (
        <Alert severity={warning === 60_000 ? 'error' : 'warning'} data-testid="time-warning" data-warning={warning}>
          {t('testTaking.attempt.minutesLeft', { count: warning / 60_000 })}
        </Alert>
      )}
      {sectionTimeUp && (
        <Alert severity="info" data-testid="section-time-up">
          {t('testTaking.sections.timeUpLead')}
        </Alert>
      )}
      {attemptTimeUp && (
        <Alert severity="info" data-testid="time-up">
          {t('testTaking.attempt.timeUpLead')}
        </Alert>
      )}
      {finishError !== null && isServerUnreachable(finishError) && (
        <Alert severity="warning" data-testid="finish-offline">
          {t('testTaking.attempt.finishOffline')}
        </Alert>
      )}
      {finishError !== null && !isServerUnreachable(finishError) && <ErrorMessage error={finishError} />}
      <Box aria-live="assertive" sx={VISUALLY_HIDDEN} data-testid="time-announcement">
        {announcement}
      </Box>
      {view.questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={question.position}
          answer={store.answers[question.id]?.answer}
          mark={markOf(question.id)}
          onChange={saving.change}
          disabled={timeUp}
        />
      ))}
      <Paper
        elevation={6}
        data-testid="attempt-bar"
        sx={{ position: 'sticky', bottom: { xs: 8, sm: 16 }, zIndex: 2, p: { xs: 1.25, sm: 1.5 }, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <QuestionNavigator questions={view.questions} answered={answered} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
          {remaining !== null && (
            <Box
              role="timer"
              aria-label={t(sectionIndex === null ? 'testTaking.attempt.remaining' : 'testTaking.sections.remaining')}
              data-testid="attempt-timer"
              data-remaining-ms={remaining}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 700,
                fontSize: { xs: 18, sm: 20 },
                color: warning === 60_000 || timeUp ? 'error.main' : warning !== null ? KEPT_COLOR : 'text.primary',
              }}
            >
              <TimerIcon fontSize="small" aria-hidden />
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t(sectionIndex === null ? 'testTaking.attempt.remaining' : 'testTaking.sections.remaining')}
              </Box>
              {formatRemaining(remaining)}
            </Box>
          )}
          <SaveStatus state={globalState} pending={pending} />
          {inLastSection ? (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={timeUp} data-testid="submit-attempt" sx={{ ml: 'auto' }}>
              {t('testTaking.attempt.submit')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setConfirmingNext(true)} disabled={timeUp} data-testid="next-section" sx={{ ml: 'auto' }}>
              {t('testTaking.sections.next')}
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('testTaking.attempt.submitTitle')}
        message={unansweredMessage('attempt')}
        confirmLabel={t('testTaking.attempt.submit')}
        destructive={false}
        onConfirm={handIn}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingNext}
        title={t('testTaking.sections.nextTitle')}
        message={t('testTaking.sections.nextConfirm', { unanswered: unansweredMessage('sections') })}
        confirmLabel={t('testTaking.sections.next')}
        destructive={false}
        onConfirm={leaveSection}
        onClose={() => setConfirmingNext(false)}
      />
    </Stack>
  );
}

function SaveStatus({ state, pending }: { state: 'saved' | 'pending' | 'offline'; pending: number }) {
  const { t } = useTranslation();
  const view = {
    saved: { icon: <CheckCircleIcon fontSize="small" color="success" />, text: t('testTaking.attempt.allSaved'), color: 'success.dark' },
    pending: { icon: <SyncIcon fontSize="small" />, text: t('testTaking.attempt.savingCount', { count: pending }), color: 'text.secondary' },
    offline: { icon: <CloudOffIcon fontSize="small" />, text: t('testTaking.attempt.keptCount', { count: pending }), color: KEPT_COLOR },
  }[state];
  return (
    <Typography variant="body2" role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: view.color, fontWeight: 600 }} data-testid="save-status" data-state={state}>
      {view.icon}
      {view.text}
    </Typography>
  );
}
