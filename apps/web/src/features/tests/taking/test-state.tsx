import type { StudentTestItem } from '@manabiya/domain/contracts/tests';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';

/** Where the student stands with a test, as a chip. */
export function TestStateChip({ state }: { state: StudentTestItem['state'] }) {
  const { t } = useTranslation();
  const color = state === 'in_progress' ? 'warning' : state === 'finished' ? 'success' : 'default';
  return <Chip size="small" color={color} variant={state === 'not_started' || state === 'unavailable' ? 'outlined' : 'filled'} label={t(`testTaking.state.${state}`)} data-testid="test-state" data-state={state} />;
}

/** Why a new attempt cannot start now, or null when it can (the server's `can_start` decides; this only explains). */
export function useStartBlock(): (test: StudentTestItem, now: number) => string | null {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (test, now) => {
    if (test.open_attempt_id !== null || test.can_start) return null;
    if (test.attempts_left === 0) return t('testTaking.block.noAttemptsLeft');
    if (test.available_from && Date.parse(test.available_from) > now) return t('testTaking.block.notYet', { at: format.dateTime(test.available_from) });
    if (test.available_until && Date.parse(test.available_until) <= now) return t('testTaking.block.closed', { at: format.dateTime(test.available_until) });
    if (test.next_attempt_at && Date.parse(test.next_attempt_at) > now) return t('testTaking.block.wait', { at: format.dateTime(test.next_attempt_at) });
    return t('testTaking.block.unavailable');
  };
}

/** "2 of 3 used (1 left)" or "2 used (no limit)". */
export function useAttemptsText(): (test: Pick<StudentTestItem, 'attempts_used' | 'attempts_allowed' | 'attempts_left'>) => string {
  const { t } = useTranslation();
  return (test) =>
    test.attempts_allowed === null
      ? t('testTaking.attempts.unlimited', { used: test.attempts_used })
      : t('testTaking.attempts.limited', { used: test.attempts_used, allowed: test.attempts_allowed, left: test.attempts_left ?? 0 });
}

/** "from … until …", one side or none. */
export function useWindowText(): (test: Pick<StudentTestItem, 'available_from' | 'available_until'>) => string {
  const { t } = useTranslation();
  const format = useDateFormat();
  return ({ available_from: from, available_until: until }) =>
    from && until
      ? t('testTaking.window.between', { from: format.dateTime(from), until: format.dateTime(until) })
      : from
        ? t('testTaking.window.from', { from: format.dateTime(from) })
        : until
          ? t('testTaking.window.until', { until: format.dateTime(until) })
          : t('testTaking.window.always');
}
