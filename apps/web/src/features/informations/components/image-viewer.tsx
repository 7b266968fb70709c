import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/use-phone.ts';
import { MAX_ZOOM, MIN_ZOOM, percentOfZoom, scaleOfZoom, stepZoom } from './image-zoom.ts';

/** An image of a notice as the viewer shows it: titled by its notice (the uploader's file name means nothing to a reader). */
export interface ViewedImage {
  src: string;
  /** The notice's subject. */
  title: string;
  /** 1-based position among the notice's images, and how many it has. */
  index: number;
  count: number;
}

interface ImageViewerProps {
  image: ViewedImage | null;
  onClose: () => void;
}

/** A notice image at full size, zoomable from 0 to 300 in steps of 100 (spec §5, §9), shown as 100 % to 400 %. */
export function ImageViewer({ image, onClose }: ImageViewerProps) {
  const titleId = useId();
  const phone = usePhone();
  const [shown, setShown] = useState(image);
  // Keep the last image while the dialog fades out; a new image starts fitted and unfailed.
  if (image && image !== shown) setShown(image);
  return (
    <Dialog open={image !== null} onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="image-viewer">
      {shown && <ImageViewerBody key={shown.src} titleId={titleId} image={shown} onClose={onClose} />}
    </Dialog>
  );
}

interface ImageViewerBodyProps {
  titleId: string;
  image: ViewedImage;
  onClose: () => void;
}

function ImageViewerBody({ titleId, image, onClose }: ImageViewerBodyProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [failed, setFailed] = useState(false);
  // The fitted width at zoom 0; each zoom step multiplies it, and the content scrolls.
  const [fittedWidth, setFittedWidth] = useState(0);
  const zoomed = zoom > MIN_ZOOM && fittedWidth > 0;
  const position = image.count > 1 ? t('informations.viewer.position', { index: image.index, count: image.count }) : null;
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1, py: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Typography component="span" noWrap title={image.title} sx={{ fontWeight: 700 }} data-testid="image-viewer-title">
            {image.title}
          </Typography>
          {position && (
            <Typography component="span" variant="caption" color="text.secondary">
              {position}
            </Typography>
          )}
        </Box>
        <Box role="group" aria-label={t('informations.viewer.zoom')} sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton onClick={() => setZoom((value) => stepZoom(value, -1))} disabled={zoom <= MIN_ZOOM} aria-label={t('informations.viewer.zoomOut')}>
            <ZoomOutIcon />
          </IconButton>
          <Typography component="output" aria-live="polite" data-testid="image-zoom" sx={{ minWidth: 52, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
            {t('informations.viewer.zoomPercent', { percent: percentOfZoom(zoom) })}
          </Typography>
          <IconButton onClick={() => setZoom((value) => stepZoom(value, 1))} disabled={zoom >= MAX_ZOOM} aria-label={t('informations.viewer.zoomIn')}>
            <ZoomInIcon />
          </IconButton>
        </Box>
        <IconButton onClick={onClose} aria-label={t('informations.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 1, bgcolor: 'grey.100', overflow: 'auto', height: phone ? undefined : '75dvh' }}>
        {failed ? (
          <Alert severity="error" data-testid="image-load-error">
            {t('informations.viewer.loadFailed')}
          </Alert>
        ) : (
          <Box
            component="img"
            src={image.src}
            alt={t('informations.viewer.alt', { title: image.title, index: image.index, count: image.count })}
            data-testid="viewer-image"
            onError={() => setFailed(true)}
            onLoad={(event) => setFittedWidth((width) => width || event.currentTarget.clientWidth)}
            sx={
              zoomed
                ? { display: 'block', width: fittedWidth * scaleOfZoom(zoom), maxWidth: 'none', height: 'auto' }
                : { display: 'block', mx: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }
            }
          />
        )}
      </DialogContent>
    </>
  );
}
