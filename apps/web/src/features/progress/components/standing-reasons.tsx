import type { StandingReason, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProgressFormat } from './use-progress-format.ts';

/** A reason that waits on a teacher in blue; one that waits on the student in amber (both keep AA contrast on white). */
const TONE: Record<StandingReason['kind'], string> = {
  waiting_review: '#0d47a1',
  waiting_answer: '#0d47a1',
  resubmission: '#8a3200',
  not_submitted: '#8a3200',
  no_study: '#8a3200',
};

/**
 * Why the student is where they are (decision 043): the server's reasons, each in one line with the
 * step it is about and a link to its room; with none, the step they are on (or that all is done).
 */
export function StandingReasons({ detail, roomPath }: { detail: StudentProgressDetail; roomPath?: (id: number) => string }) {
  const { t } = useTranslation();
  const format = useProgressFormat();
  const day = (iso: string | null) => (iso ? format.shortDay(format.dayOf(iso)) : '');
  const textOf = (reason: StandingReason): string => {
    switch (reason.kind) {
      case 'no_study':
        return t('progress.reason.no_study', { count: reason.days ?? 0 });
      case 'not_submitted':
        return t('progress.reason.not_submitted');
      default:
        return t(`progress.reason.${reason.kind}`, { date: day(reason.since) });
    }
  };
  if (detail.reasons.length === 0) {
    if (detail.current_step) return <Typography variant="body2">{t('progress.reason.studying', { title: detail.current_step.title })}</Typography>;
    return <Typography variant="body2">{detail.plan_status === 'finished' ? t('progress.finished') : t('progress.notSet')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }} aria-label={t('progress.reason.listLabel')} data-testid="standing-reasons">
      {detail.reasons.map((reason) => (
        <Box component="li" key={`${reason.kind}-${reason.room_id ?? reason.step_id ?? 'all'}`} data-testid="standing-reason" data-kind={reason.kind}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 700, color: TONE[reason.kind] }}>
            {textOf(reason)}
          </Typography>
          {reason.step_title && (
            <Typography variant="body2" component="span" color="text.secondary">
              {' '}
              {t('progress.reason.step', { title: reason.step_title })}
            </Typography>
          )}
          {reason.kind === 'no_study' && (
            <Typography variant="body2" component="span" color="text.secondary">
              {' · '}
              {reason.since ? t('progress.reason.lastStudy', { date: day(reason.since) }) : t('progress.reason.neverStudied')}
            </Typography>
          )}
          {reason.room_id !== null && roomPath && (
            <>
              {' · '}
              <Link component={RouterLink} to={roomPath(reason.room_id)} variant="body2">
                {t('progress.reason.openRoom')}
              </Link>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
