import type { StudentTestItem } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { studentTestListQuery } from '../api/student-test-api.ts';
import { studentTestPath } from './paths.ts';
import { OutcomeLine, TestTitleCell, useTestOrigin } from './test-format.tsx';
import { TestStateChip, useAttemptsText, useStartBlock, useWindowText } from './test-state.tsx';

/**
 * The student's tests: where they stand with each (not started, in progress to resume, finished with
 * the best score, grade and pass), attempts left, the availability window and when the next attempt
 * may start. A table on wide screens, cards on phones; each leads to the test's page.
 */
export function StudentTestList() {
  const { t } = useTranslation();
  const attemptsText = useAttemptsText();
  const windowText = useWindowText();
  const startBlock = useStartBlock();
  const now = useNow(60_000);
  const query = useQuery(studentTestListQuery());
  const origin = useTestOrigin();
  const result = (test: StudentTestItem) =>
    test.best ? (
      <OutcomeLine outcome={test.best} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {test.state === 'finished' ? t('testTaking.list.resultHidden') : t('testTaking.list.noResult')}
      </Typography>
    );
  const timeLimit = (test: StudentTestItem) =>
    test.time_limit_minutes === null ? t('testTaking.facts.noTimeLimit') : t('testTaking.facts.minutes', { count: test.time_limit_minutes });
  const note = (test: StudentTestItem) => {
    if (test.open_attempt_id !== null) return t('testTaking.list.resume');
    return startBlock(test, now);
  };
  const columns: Array<ResponsiveColumn<StudentTestItem>> = [
    {
      id: 'title',
      header: t('testTaking.fields.title'),
      cell: (test) => <TestTitleCell title={test.title} origin={origin(test)} to={studentTestPath(test.id)} />,
    },
    {
      id: 'state',
      header: t('testTaking.fields.state'),
      cell: (test) => (
        <>
          <TestStateChip state={test.state} />
          {note(test) && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-testid="test-note">
              {note(test)}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'result', header: t('testTaking.fields.best'), cell: result },
    { id: 'attempts', header: t('testTaking.fields.attempts'), cell: attemptsText },
    { id: 'limit', header: t('testTaking.fields.timeLimit'), sx: { whiteSpace: 'nowrap' }, cell: timeLimit },
    { id: 'window', header: t('testTaking.fields.window'), sx: { maxWidth: 220 }, cell: windowText },
  ];
  return (
    <ResponsiveList
      label={t('testTaking.list.label')}
      items={query.data}
      error={query.error}
      emptyText={t('testTaking.list.empty')}
      rowTestId="student-test-row"
      columns={columns}
      cardHref={(test) => studentTestPath(test.id)}
      card={(test) => (
        <ListCardText title={test.title} badge={<TestStateChip state={test.state} />} subtitle={origin(test)}>
          <Box sx={{ mt: 0.5 }}>{result(test)}</Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {attemptsText(test)} · {timeLimit(test)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {windowText(test)}
          </Typography>
          {note(test) && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {note(test)}
            </Typography>
          )}
        </ListCardText>
      )}
    />
  );
}
