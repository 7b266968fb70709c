import { ReportCommentBody, type DailyReportItem } from '@manabiya/domain/contracts/reports';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors.ts';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useCheckReport, useCommentReport } from '../api/report-api.ts';
import { MarkdownField } from './markdown-field.tsx';
import { useReportFormat } from './use-report-format.ts';

function Part({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        {title}
      </Typography>
      <SafeMarkdown text={text} />
    </Box>
  );
}

/** Staff comment under a report (Markdown, with preview). */
function CommentForm({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const comment = useCommentReport();
  const form = useForm({ resolver: zodResolver(ReportCommentBody), defaultValues: { body: '' } });
  const serverErrors = useServerFieldErrors(form);
  const [open, setOpen] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    serverErrors.clear();
    try {
      await comment.mutateAsync({ id: reportId, body });
      form.reset({ body: '' });
      setOpen(false);
      showSnackbar(t('progress.reports.commented'));
    } catch (caught) {
      serverErrors.apply(caught);
    }
  });
  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)} data-testid="report-comment-open">
        {t('progress.reports.addComment')}
      </Button>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      {serverErrors.error !== null && serverErrors.error !== undefined && <ErrorMessage error={serverErrors.error} sx={{ mb: 1 }} />}
      <MarkdownField control={form.control} name="body" label={t('progress.reports.comment')} minRows={3} required />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setOpen(false)} disabled={comment.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={comment.isPending} data-testid="report-comment-submit">
          {t('progress.reports.postComment')}
        </Button>
      </Stack>
    </Box>
  );
}

function CheckButton({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const check = useCheckReport();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<CheckIcon />}
      disabled={check.isPending}
      data-testid="report-check"
      onClick={() =>
        check.mutate(reportId, {
          onSuccess: () => showSnackbar(t('progress.reports.checkedDone')),
          onError: (error) => showSnackbar(error.message || t('errors.unexpected'), 'error'),
        })
      }
    >
      {t('progress.reports.check')}
    </Button>
  );
}

interface ReportCardProps {
  report: DailyReportItem;
  /** The student's own: opens the report in the form. */
  onEdit?: (report: DailyReportItem) => void;
  /** Heading level of the date (the page's structure decides). */
  headingLevel?: 'h3' | 'h4';
}

/** One daily report: its day, declared study time beside the ledger's, what was done / is next / troubles (Markdown), the checked stamp and comments. */
export function ReportCard({ report, onEdit, headingLevel = 'h3' }: ReportCardProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const difference = report.study_minutes - report.ledger_minutes;
  const actions: ReactNode[] = [];
  if (onEdit && report.abilities.edit) {
    actions.push(
      <Button key="edit" size="small" startIcon={<EditIcon />} onClick={() => onEdit(report)} data-testid="report-edit">
        {t('progress.reports.edit')}
      </Button>,
    );
  }
  if (report.abilities.check) actions.push(<CheckButton key="check" reportId={report.id} />);
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }} data-testid="report-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {format.day(report.report_date)}
        </Typography>
        {report.checked_at ? (
          <Chip
            size="small"
            color="success"
            icon={<VerifiedIcon />}
            label={t('progress.reports.checkedBy', { name: report.checked_by_name ?? t('progress.reports.someone') })}
            data-testid="report-checked"
          />
        ) : (
          <Chip size="small" variant="outlined" label={t('progress.reports.unchecked')} />
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('progress.reports.studyLine', { declared: format.minutes(report.study_minutes), ledger: format.minutes(report.ledger_minutes) })}
        {difference !== 0 && ` (${t('progress.reports.difference', { diff: format.signedMinutes(difference) })})`}
      </Typography>
      <Part title={t('progress.reports.did')} text={report.did} />
      <Part title={t('progress.reports.next')} text={report.next} />
      <Part title={t('progress.reports.troubles')} text={report.troubles} />
      {(report.comments.length > 0 || report.abilities.comment) && <Divider sx={{ my: 1.5 }} />}
      {report.comments.map((comment) => (
        <Box key={comment.id} sx={{ mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }} data-testid="report-comment">
          <Typography variant="caption" color="text.secondary">
            {comment.staff_name ?? t('progress.reports.someone')} · {format.dateTime(comment.created_at)}
          </Typography>
          <SafeMarkdown text={comment.body} />
        </Box>
      ))}
      {report.abilities.comment && <CommentForm reportId={report.id} />}
    </Paper>
  );
}
