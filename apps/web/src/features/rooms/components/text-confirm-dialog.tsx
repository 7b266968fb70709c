import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { useRoomRefusal } from '../hooks/use-room-refusal.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

interface TextConfirmDialogProps {
  title: string;
  /** What confirming does, said before it is done. */
  lead: string;
  /** A caution shown above the text (files that will not go with a judgement). */
  caution?: ReactNode;
  label: string;
  initialText: string;
  /** The contract's rule for the text (not blank, not too long), checked before sending. */
  rule: z.ZodType<string>;
  /** Tools beside the editor's tabs, given the text and its setter (the teacher's snippets). */
  tools?: (text: string, setText: (text: string) => void) => ReactNode;
  confirmLabel: string;
  confirmColor: ButtonProps['color'];
  busy: boolean;
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * Asks before an action that carries a Markdown text (a judgement with its feedback, a redo with its
 * reason): the text can still be changed here. The server's refusal shows in the dialog; a 409 (the
 * room moved on) closes it, says why and reloads the room.
 */
export function TextConfirmDialog(props: TextConfirmDialogProps) {
  const { title, lead, caution, label, initialText, rule, tools, confirmLabel, confirmColor, busy, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const refusal = useRoomRefusal();
  const [text, setText] = useState(initialText);
  const { submit, invalid, error } = useCheckedSubmit({ rule, send: onConfirm, onSent: onClose, takeRefusal: refusal, onRefused: onClose });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid={props['data-testid']}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{lead}</DialogContentText>
        {caution && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {caution}
          </Alert>
        )}
        {error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
        <MarkdownEditor value={text} onChange={setText} label={label} required minRows={6} error={invalid} tools={tools?.(text, setText)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={() => void submit(text)} disabled={busy} data-testid="text-confirm-button">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
