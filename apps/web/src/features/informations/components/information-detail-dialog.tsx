import type { InformationItem } from '@manabiya/domain/contracts/informations';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { ImageViewer, type ViewedImage } from './image-viewer.tsx';
import { LinkifiedText } from './linkified-text.tsx';
import { PriorityChip } from './priority-chip.tsx';
import { usePhone } from '../../../lib/use-phone.ts';

interface InformationDetailDialogProps {
  notice: InformationItem | null;
  open: boolean;
  onClose: () => void;
  /** Shown above the content: what the admin's preview and read view add (a note, the notice's facts). */
  aside?: ReactNode;
}

/**
 * The announcement detail of spec §2, §4: subject, date, content with links, and its images. The
 * admin's preview and read view show a notice through this same dialog, as its readers will see it.
 */
export function InformationDetailDialog({ notice, open, onClose, aside }: InformationDetailDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const titleId = useId();
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  return (
    <>
      <Dialog
        open={open && notice !== null}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={phone}
        data-testid="information-detail"
      >
        {notice && (
          <>
            <DialogTitle id={titleId} sx={{ pr: 7, wordBreak: 'break-word', lineHeight: 1.4 }}>
              {notice.name}
            </DialogTitle>
            <IconButton onClick={onClose} aria-label={t('informations.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pb: 1.5 }}>
              <Typography component="time" dateTime={notice.created_at} color="text.secondary" data-testid="information-detail-date">
                {formatNoticeDate(notice.created_at)}
              </Typography>
              <PriorityChip priority={notice.priority} />
            </Box>
            <DialogContent dividers>
              {aside && <Box sx={{ mb: 2 }}>{aside}</Box>}
              <Typography component="div" sx={{ lineHeight: 1.9, wordBreak: 'break-word' }} data-testid="information-detail-content">
                <LinkifiedText text={notice.content} />
              </Typography>
              {notice.information_files.length > 0 && (
                <Box component="section" aria-label={t('informations.images')} sx={{ mt: 3 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1, color: 'text.secondary' }}>
                    {t('informations.images')}
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
                    {notice.information_files.map((file, index, files) => (
                      <ButtonBase
                        key={file.id}
                        onClick={() => setViewed({ src: file.path, title: notice.name, index: index + 1, count: files.length })}
                        aria-label={t('informations.openImage', { index: index + 1, count: files.length })}
                        data-testid="information-image"
                        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}
                      >
                        <Box component="img" src={file.path} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                      </ButtonBase>
                    ))}
                  </Box>
                </Box>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} variant="contained" data-testid="information-detail-close">
                {t('informations.close')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
