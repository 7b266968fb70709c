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
  const phone = usePhone();
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (event: FormEvent) => void onSubmit(event) } as object }}
    >
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
    </Dialog>
  );
}
