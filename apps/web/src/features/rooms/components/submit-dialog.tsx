import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { usePhone } from '../../../lib/use-phone.ts';
import type { WithFiles } from '../hooks/use-room-draft.ts';
import { useStudentMessageSender } from '../hooks/use-student-message-sender.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { RestoredDraftNote } from './restored-draft-note.tsx';

/** The words of a submission being written. */
export interface SubmissionDraftWords {
  text: string;
}

export const EMPTY_SUBMISSION: SubmissionDraftWords = { text: '' };

/** What storage gave back as a submission's words, or null for anything else. */
export function parseSubmissionDraft(stored: unknown): SubmissionDraftWords | null {
  const value = stored as { text?: unknown } | null;
  return typeof value?.text === 'string' && value.text.trim() !== '' ? { text: value.text } : null;
}

/** A submission being written, kept by the page while the dialog is closed (its words in this browser too). */
export type SubmissionDraft = WithFiles<SubmissionDraftWords>;

interface SubmitDialogProps {
  roomId: number;
  draft: SubmissionDraft;
  onDraftChange: (draft: SubmissionDraft) => void;
  onClose: () => void;
  /** The draft shown was kept from an earlier visit: say so, and offer to throw it away. */
  restored?: { onDiscard: () => void };
}

/**
 * 「課題を提出する」: what was made (Markdown: a URL, the code, what to look at) with a zip of the work
 * or screenshots. Sending it asks the teachers for a judgement; until then no second submission.
 */
export function SubmitDialog({ roomId, draft, onDraftChange, onClose, restored }: SubmitDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const sender = useStudentMessageSender({
    roomId,
    messageType: MESSAGE_TYPE.assignment,
    files: draft.files,
    sentMessage: t('rooms.submit.sent'),
    onSent: () => {
      onDraftChange({ ...EMPTY_SUBMISSION, files: [] });
      onClose();
    },
    onRefused: onClose,
  });
  const { invalid, error } = sender;
  const submit = () => sender.sendMessage(draft.text);
  return (
    <Dialog open onClose={sender.pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="submit-dialog">
      <DialogTitle id={titleId}>{t('rooms.submit.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('rooms.submit.lead')}
        </DialogContentText>
        {restored && <RestoredDraftNote onDiscard={restored.onDiscard} disabled={sender.pending} />}
        {error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
        <Stack spacing={1.5}>
          <MarkdownEditor value={draft.text} onChange={(text) => onDraftChange({ ...draft, text })} label={t('rooms.submit.body')} required minRows={8} error={invalid} data-testid="submit-editor" />
          <AttachmentPicker files={draft.files} onChange={(files) => onDraftChange({ ...draft, files })} disabled={sender.pending} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sender.pending}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sender.pending} data-testid="submit-send">
          {sender.pending ? t('rooms.composer.sending') : t('rooms.submit.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
