import type { InformationItem } from '@manabiya/domain/contracts/informations';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNoticeDate } from '../../../lib/format-date.ts';

interface UrgentInformationAlertProps {
  /** The unread high-priority notice to alert about, or null for none. */
  notice: InformationItem | null;
  /** Closing (button, Escape or backdrop) hands over to the detail, which marks it read. */
  onClose: (notice: InformationItem) => void;
}

/** The urgent-announcement alert of spec §2, §4. */
export function UrgentInformationAlert({ notice, onClose }: UrgentInformationAlertProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(notice);
  // Keep the last notice on screen while the dialog fades out.
  if (notice && notice !== shown) setShown(notice);
  const close = () => {
    if (notice) onClose(notice);
  };
  return (
    <Dialog
      open={notice !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: {
          role: 'alertdialog',
          'data-testid': 'urgent-information-alert',
          sx: { borderTop: 6, borderColor: 'error.main', borderRadius: 3 },
        } as object,
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main', fontWeight: 700 }}>
        <WarningAmberIcon aria-hidden />
        {t('informations.urgent.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id={textId} color="text.secondary" sx={{ mb: 2 }}>
          {t('informations.urgent.lead')}
        </Typography>
        {shown && (
          <Box sx={{ p: 2, borderRadius: 2, bgcolor: (theme) => alpha(theme.palette.error.main, 0.06), border: 1, borderColor: 'error.light' }}>
            <Typography component="time" dateTime={shown.created_at} variant="body2" color="text.secondary">
              {formatNoticeDate(shown.created_at)}
            </Typography>
            <Typography sx={{ fontWeight: 700, mt: 0.5, wordBreak: 'break-word' }} data-testid="urgent-information-subject">
              {shown.name}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} variant="contained" color="error" autoFocus data-testid="urgent-information-confirm">
          {t('informations.urgent.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
