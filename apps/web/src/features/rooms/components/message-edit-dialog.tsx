import { RoomMessageEditBody, type RoomMessage } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_EDIT_MINUTES } from '@manabiya/domain/enums/rooms';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { usePhone } from '../../../lib/use-phone.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

interface MessageEditDialogProps {
  message: RoomMessage;
  /** The portal's edit call (staff or student). */
  save: (variables: { id: number; body: string }) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

/** Rewrites one's own message within the edit window; the thread then shows it as edited. */
export function MessageEditDialog({ message, save, saving, onClose }: MessageEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const showSnackbar = useSnackbar();
  const [body, setBody] = useState(message.body);
  const { submit, invalid, error } = useCheckedSubmit({
    rule: RoomMessageEditBody,
    send: (checked) => save({ id: message.id, body: checked.body }),
    onSent: () => {
      showSnackbar(t('rooms.thread.editSaved'));
      onClose();
    },
  });
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('rooms.thread.editTitle')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('rooms.thread.editLead', { minutes: MESSAGE_EDIT_MINUTES })}
        </DialogContentText>
        {error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
        <MarkdownEditor value={body} onChange={setBody} label={t('rooms.composer.body')} required minRows={6} error={invalid} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit({ body })} disabled={saving} data-testid="message-edit-save">
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
