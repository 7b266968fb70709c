import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../error-message.tsx';
import { usePhone } from '../../lib/use-phone.ts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** `form.handleSubmit(…)` of the dialog's form. */
  onSubmit: (event?: FormEvent) => unknown;
  onClose: () => void;
  submitting?: boolean;
  /** What `useServerFieldErrors` left over (shown above the fields). */
  error?: unknown;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Shows the fields without a save button (for users who may only read). */
  readOnly?: boolean;
  children: ReactNode;
}

/** A create/edit form in a dialog (full screen on a phone): fields stacked, save and cancel below. */
export function FormDialog({ open, title, onSubmit, onClose, submitting = false, error, submitLabel, maxWidth = 'sm', readOnly = false, children }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <FormDialogFrame open={open} titleId={titleId} onSubmit={onSubmit} onClose={onClose} busy={submitting} maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {error !== undefined && error !== null && <ErrorMessage error={error} sx={{ mb: 2 }} />}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          {readOnly ? t('form.close') : t('form.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={submitting} data-testid="form-submit">
            {submitLabel ?? t('form.save')}
          </Button>
        )}
      </DialogActions>
    </FormDialogFrame>
  );
}

interface FormDialogFrameProps {
  /** Shown unless false (a dialog that stays mounted while closed, for its closing transition). */
  open?: boolean;
  /** The id of the dialog's title, which names it. */
  titleId: string;
  onSubmit: (event: FormEvent) => unknown;
  onClose: () => void;
  /** While a save runs the dialog stays open (Escape and the backdrop do nothing). */
  busy?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}

/** A dialog whose paper is the form (Enter submits; full screen on a phone): the frame of every form dialog, its title and content inside. */
export function FormDialogFrame({ open = true, titleId, onSubmit, onClose, busy = false, maxWidth = 'sm', testId, children }: FormDialogFrameProps) {
  const phone = usePhone();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      data-testid={testId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (event: FormEvent) => void onSubmit(event) } as object }}
    >
      {children}
    </Dialog>
  );
}
