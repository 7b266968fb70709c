import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedSubmit } from '../lib/use-checked-submit.ts';
import { ErrorMessage } from './error-message.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Label of the confirming button; "削除する" by default. */
  confirmLabel?: string;
  /** Label of the button that keeps things as they are; "キャンセル" by default. */
  cancelLabel?: string;
  /** Red button for destructive actions (default). */
  destructive?: boolean;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a destructive action (delete, deactivate) and shows the server's refusal in place. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { submit: confirm, error, pending: busy, reset } = useCheckedSubmit<void>({ send: onConfirm, onSent: onClose });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {error !== null && <ErrorMessage error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={() => void confirm()} disabled={busy} data-testid="confirm-button">
          {confirmLabel ?? t('form.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
