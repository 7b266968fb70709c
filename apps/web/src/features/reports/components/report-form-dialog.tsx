import { DailyReportBody, REPORT_MINUTES_MAX, type DailyReportBodyInput, type DailyReportItem } from '@manabiya/domain/contracts/reports';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { displayDay } from '../../../lib/display-time-zone.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { reportDraftQuery, useSaveReport } from '../api/report-api.ts';
import { MarkdownField } from './markdown-field.tsx';
import { useReportFormat } from './use-report-format.ts';

interface ReportFormDialogProps {
  /** The report to rewrite; null writes a new one (today by default). */
  report: DailyReportItem | null;
  onClose: () => void;
  /** Opens the report already written for the chosen day instead. */
  onOpenExisting: (id: number) => void;
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Write or rewrite a daily report: the day, the study time (filled in from the study ledger of that
 * day, editable, the difference shown), and what was done / is next / troubles as Markdown with a
 * preview. A day that already has a report says so and offers to open it.
 */
export function ReportFormDialog({ report, onClose, onOpenExisting }: ReportFormDialogProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const contractMessage = useContractMessage();
  // The latest day a report may be written for: today where the school is (the server refuses later days).
  const today = displayDay();
  const defaultValues: DailyReportBodyInput = report
    ? { report_date: report.report_date, study_minutes: report.study_minutes, did: report.did, next: report.next, troubles: report.troubles }
    : { report_date: today, study_minutes: 0, did: '', next: '', troubles: '' };
  const { form, dialogProps } = useFormDialog({
    schema: DailyReportBody,
    defaultValues,
    mutation: useSaveReport(),
    toVariables: (body) => ({ id: report?.id ?? null, body }),
    savedMessage: () => (report ? t('progress.reports.updated') : t('progress.reports.created')),
    onClose,
  });
  const { control, setValue, getFieldState } = form;
  const date = useWatch({ control, name: 'report_date' });
  const minutes = useWatch({ control, name: 'study_minutes' });
  const draft = useQuery({ ...reportDraftQuery(isDay(date) ? date : today), enabled: isDay(date) });
  const ledger = draft.data?.ledger_minutes;
  // A new report starts from the ledger's figure for its day until the student types their own.
  useEffect(() => {
    if (!report && ledger !== undefined && !getFieldState('study_minutes').isDirty) setValue('study_minutes', ledger);
  }, [report, ledger, setValue, getFieldState]);
  const existing = draft.data?.existing_id ?? null;
  const taken = existing !== null && existing !== report?.id;
  const declared = typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : null;
  const difference = declared !== null && ledger !== undefined ? declared - ledger : 0;
  const row = { xs: 'column', sm: 'row' } as const;
  return (
    <FormDialog {...dialogProps} maxWidth="md" title={report ? t('progress.reports.editTitle') : t('progress.reports.createTitle')} submitLabel={t('progress.reports.submit')}>
      <Stack direction={row} spacing={2}>
        <FormDateField control={control} name="report_date" label={t('progress.reports.date')} required max={today} />
        <Controller
          control={control}
          name="study_minutes"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              label={t('progress.reports.studyMinutes')}
              type="number"
              required
              name={field.name}
              inputRef={field.ref}
              value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
              error={fieldState.invalid}
              slotProps={{ htmlInput: { min: 0, max: REPORT_MINUTES_MAX, step: 5, inputMode: 'numeric' } }}
              helperText={
                contractMessage(fieldState.error?.message) ??
                (ledger === undefined
                  ? t('progress.reports.ledgerLoading')
                  : difference === 0
                    ? t('progress.reports.ledgerSame', { ledger: format.minutes(ledger) })
                    : t('progress.reports.ledgerDiff', { ledger: format.minutes(ledger), diff: format.signedMinutes(difference) }))
              }
            />
          )}
        />
      </Stack>
      {taken && (
        <Alert
          severity="info"
          data-testid="report-day-taken"
          action={
            <Button color="inherit" size="small" onClick={() => onOpenExisting(existing)}>
              {t('progress.reports.openExisting')}
            </Button>
          }
        >
          {t('progress.reports.dayTaken')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('progress.reports.markdownLead')}
      </Typography>
      <MarkdownField control={control} name="did" label={t('progress.reports.did')} required minRows={5} />
      <MarkdownField control={control} name="next" label={t('progress.reports.next')} minRows={3} />
      <MarkdownField control={control} name="troubles" label={t('progress.reports.troubles')} minRows={3} />
    </FormDialog>
  );
}
