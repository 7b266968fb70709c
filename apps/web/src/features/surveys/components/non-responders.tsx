import type { NonResponderItem, SurveyRemindResult } from '@manabiya/domain/contracts/surveys';
import { SURVEY_REMINDER_CAP } from '@manabiya/domain/enums/surveys';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { FitColumn } from '../../../components/data-table/grid-fit.tsx';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { nonResponderQuery, useRemindSurvey } from '../api/admin-survey-api.ts';

const LIST_OPTIONS = { filters: ['q', 'company_id'] as const, defaults: { sort: 'student_name', order: 'asc' as const } };

/** A row of the list: the student is its id. */
type NonResponderRow = NonResponderItem & { id: number };

interface NonRespondersProps {
  surveyId: number;
  /** The caller may send reminders (level write). */
  canRemind: boolean;
}

/**
 * Who a named survey is for and has not answered, with the reminders each was sent: pick some (or
 * all) and mail them a reminder. A student at the cap (3, a day apart) cannot be picked, and the
 * answer says how many the cap skipped.
 */
export function NonResponders({ surveyId, canRemind }: NonRespondersProps) {
  // The results page's company filter (`company_id` in the URL) applies here too.
  const list = useListSearchParams(LIST_OPTIONS);
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const query = useQuery(nonResponderQuery(surveyId, list.apiQuery));
  const remind = useRemindSurvey();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [askAll, setAskAll] = useState(false);
  const [result, setResult] = useState<SurveyRemindResult | null>(null);
  const rows: NonResponderRow[] | undefined = query.data?.items.map((item) => ({ ...item, id: item.student_id }));
  const data = query.data && rows ? { ...query.data, items: rows } : undefined;
  const toggle = (studentId: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(studentId);
      else next.delete(studentId);
      return next;
    });
  const send = async (studentIds: number[] | null) => {
    setResult(null);
    const answer = await remind.mutateAsync({ surveyId, studentIds });
    setResult(answer);
    setPicked(new Set());
  };
  const columns: Array<FitColumn<NonResponderRow>> = [
    {
      field: 'student_name',
      headerName: t('surveys.nonResponders.student'),
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, height: '100%' }}>
          {canRemind && (
            <Checkbox
              size="small"
              checked={picked.has(row.student_id)}
              disabled={!row.can_remind}
              onChange={(event) => toggle(row.student_id, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('surveys.nonResponders.pick', { name: row.student_name }) } }}
              sx={{ ml: -1, p: 0.75 }}
              data-testid="non-responder-pick"
            />
          )}
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: row.can_remind ? 'text.primary' : 'text.secondary' }}>
            {row.student_name}
          </Box>
        </Box>
      ),
    },
    { field: 'company_name', headerName: t('surveys.results.company'), minWidth: 150, flex: 1 },
    { field: 'email', headerName: t('surveys.nonResponders.email'), minWidth: 200, flex: 1, sortable: false, priority: 3 },
    {
      field: 'reminder_count',
      headerName: t('surveys.nonResponders.reminders'),
      minWidth: 150,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          {t('surveys.nonResponders.reminderCount', { count: row.reminder_count, max: SURVEY_REMINDER_CAP.perStudent })}
          {!row.can_remind && <Chip size="small" variant="outlined" label={t('surveys.nonResponders.capped')} />}
        </Box>
      ),
    },
    {
      field: 'last_reminded_at',
      headerName: t('surveys.nonResponders.lastReminded'),
      minWidth: 160,
      sortable: false,
      priority: 3,
      valueFormatter: (value: string | null) => (value ? formatDate.dateTime(value) : ''),
    },
  ];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('surveys.nonResponders.cap')}
      </Typography>
      {result && (
        <Alert severity={result.skipped > 0 ? 'warning' : 'success'} onClose={() => setResult(null)} sx={{ mb: 1.5 }} data-testid="remind-result">
          {t('surveys.nonResponders.sent', { count: result.sent })}
          {result.skipped > 0 && ` ${t('surveys.nonResponders.skipped', { count: result.skipped })}`}
        </Alert>
      )}
      {remind.error && !askAll && <ErrorMessage error={remind.error} sx={{ mb: 1.5 }} />}
      <DataTable
        list={list}
        columns={columns}
        data={data}
        loading={query.isFetching}
        error={query.error}
        label={t('surveys.nonResponders.title')}
        filters={<SearchFilter list={list} name="q" label={t('surveys.nonResponders.search')} />}
        actions={
          canRemind && (
            <>
              <Button variant="contained" startIcon={<SendIcon />} disabled={picked.size === 0 || remind.isPending} onClick={() => void send([...picked]).catch(() => undefined)} data-testid="remind-picked">
                {t('surveys.nonResponders.remindPicked', { count: picked.size })}
              </Button>
              <Button variant="outlined" disabled={(query.data?.total ?? 0) === 0 || remind.isPending} onClick={() => setAskAll(true)} data-testid="remind-all">
                {t('surveys.nonResponders.remindAll')}
              </Button>
            </>
          )
        }
      />
      <ConfirmDialog
        open={askAll}
        title={t('surveys.nonResponders.remindAllTitle')}
        message={t('surveys.nonResponders.remindAllMessage', { count: query.data?.total ?? 0 })}
        confirmLabel={t('surveys.nonResponders.remindAllConfirm')}
        destructive={false}
        onConfirm={() => send(null)}
        onClose={() => setAskAll(false)}
      />
    </Box>
  );
}
