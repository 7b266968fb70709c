import { QUESTION_TEMPLATE_FIELDS, questionMarkdown, type QuestionTemplate, type QuestionTemplateField } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { usePhone } from '../../../lib/use-phone.ts';
import type { WithFiles } from '../hooks/use-room-draft.ts';
import { useStudentMessageSender } from '../hooks/use-student-message-sender.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { RestoredDraftNote } from './restored-draft-note.tsx';

/** The languages offered for the source code block (highlighted in the thread); `plain` names none. */
const CODE_LANGUAGES = ['plain', 'html', 'css', 'javascript', 'typescript', 'python', 'ruby', 'sql', 'bash', 'json', 'yaml'] as const;
type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** The sections a question cannot do without. */
const REQUIRED: readonly QuestionTemplateField[] = ['title', 'problem'];
const MULTILINE: Record<QuestionTemplateField, number> = { title: 1, expectation: 3, problem: 4, tried: 3, source: 6 };

/** The words of a question being written: the template's fields and the code's language. */
export interface QuestionDraftWords {
  template: QuestionTemplate;
  language: CodeLanguage;
}

export const EMPTY_QUESTION: QuestionDraftWords = { template: { title: '', expectation: '', problem: '', tried: '', source: '' }, language: 'plain' };

/** What storage gave back as a question's words (a field missing is empty), or null for anything else or when no field holds text. */
export function parseQuestionDraft(stored: unknown): QuestionDraftWords | null {
  const value = stored as { template?: Partial<Record<QuestionTemplateField, unknown>>; language?: unknown } | null;
  if (typeof value?.template !== 'object' || value.template === null) return null;
  const fields = value.template;
  const template = Object.fromEntries(QUESTION_TEMPLATE_FIELDS.map((field) => [field, typeof fields[field] === 'string' ? fields[field] : ''])) as QuestionTemplate;
  if (QUESTION_TEMPLATE_FIELDS.every((field) => template[field].trim() === '')) return null;
  const language = (CODE_LANGUAGES as readonly unknown[]).includes(value.language) ? (value.language as CodeLanguage) : 'plain';
  return { template, language };
}

/** A question being written, kept by the page while the dialog is closed (its words in this browser too). */
export type QuestionDraft = WithFiles<QuestionDraftWords>;

interface QuestionDialogProps {
  roomId: number;
  draft: QuestionDraft;
  onDraftChange: (draft: QuestionDraft) => void;
  onClose: () => void;
  /** The draft shown was kept from an earlier visit: say so, and offer to throw it away. */
  restored?: { onDiscard: () => void };
}

/**
 * 「質問する」: the school's question template (spec §9) — title, what should happen, what happens
 * (the error), what was tried, the source code — each a field, sent as one Markdown message with a
 * heading per section and the code in a fenced block. Screenshots may go with it.
 */
export function QuestionDialog({ roomId, draft, onDraftChange, onClose, restored }: QuestionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [missing, setMissing] = useState<ReadonlySet<QuestionTemplateField>>(new Set());
  const sender = useStudentMessageSender({
    roomId,
    messageType: MESSAGE_TYPE.question,
    files: draft.files,
    sentMessage: t('rooms.question.sent'),
    onSent: () => {
      onDraftChange({ ...EMPTY_QUESTION, files: [] });
      onClose();
    },
    onRefused: onClose,
  });
  const { invalid, error } = sender;
  const markdown = questionMarkdown(draft.template, draft.language === 'plain' ? '' : draft.language);
  const setField = (field: QuestionTemplateField, value: string) => onDraftChange({ ...draft, template: { ...draft.template, [field]: value } });
  const submit = async () => {
    const empty = new Set(REQUIRED.filter((field) => draft.template[field].trim() === ''));
    setMissing(empty);
    if (empty.size > 0) {
      setTab('write');
      return;
    }
    await sender.sendMessage(markdown);
  };
  return (
    <Dialog open onClose={sender.pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="question-dialog">
      <DialogTitle id={titleId}>{t('rooms.question.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {t('rooms.question.lead')}
        </DialogContentText>
        <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} aria-label={t('rooms.question.title')} sx={{ mb: 2 }}>
          <Tab value="write" label={t('rooms.markdown.write')} id={`${titleId}-write`} aria-controls={`${titleId}-panel`} />
          <Tab value="preview" label={t('rooms.markdown.preview')} id={`${titleId}-preview`} aria-controls={`${titleId}-panel`} data-testid="question-preview-tab" />
        </Tabs>
        {restored && <RestoredDraftNote onDiscard={restored.onDiscard} disabled={sender.pending} />}
        {error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
        {invalid && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {invalid}
          </Alert>
        )}
        <Box id={`${titleId}-panel`} role="tabpanel" aria-labelledby={`${titleId}-${tab}`}>
          {tab === 'write' ? (
            <Stack spacing={2}>
              {QUESTION_TEMPLATE_FIELDS.map((field) => (
                <TextField
                  key={field}
                  fullWidth
                  required={REQUIRED.includes(field)}
                  label={t(`rooms.question.fields.${field}`)}
                  value={draft.template[field]}
                  onChange={(event) => setField(field, event.target.value)}
                  multiline={MULTILINE[field] > 1}
                  minRows={MULTILINE[field] > 1 ? MULTILINE[field] : undefined}
                  maxRows={field === 'source' ? 24 : 12}
                  error={missing.has(field) && draft.template[field].trim() === ''}
                  helperText={missing.has(field) && draft.template[field].trim() === '' ? t('rooms.question.required') : t(`rooms.question.hints.${field}`)}
                  slotProps={{
                    htmlInput: {
                      'data-testid': `question-${field}`,
                      spellCheck: field === 'source' ? false : undefined,
                      style: field === 'source' ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem' } : undefined,
                    },
                  }}
                />
              ))}
              <TextField
                select
                size="small"
                label={t('rooms.question.language')}
                value={draft.language}
                onChange={(event) => onDraftChange({ ...draft, language: event.target.value as CodeLanguage })}
                sx={{ maxWidth: 240 }}
              >
                {CODE_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language}>
                    {language === 'plain' ? t('rooms.question.plainCode') : language}
                  </MenuItem>
                ))}
              </TextField>
              <AttachmentPicker files={draft.files} onChange={(files) => onDraftChange({ ...draft, files })} disabled={sender.pending} />
            </Stack>
          ) : (
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 120 }} data-testid="question-preview">
              {markdown ? <SafeMarkdown text={markdown} /> : <DialogContentText>{t('rooms.markdown.empty')}</DialogContentText>}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sender.pending}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sender.pending} data-testid="question-send">
          {sender.pending ? t('rooms.composer.sending') : t('rooms.question.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
