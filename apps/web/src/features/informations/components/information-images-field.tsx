import { MAX_INFORMATION_IMAGES } from '@manabiya/domain/enums/information';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, type InformationImages } from '../hooks/use-information-images.ts';
import { FilePickButton } from '../../../components/form/file-pick-button.tsx';

const SIZE = 112;

interface ThumbnailProps {
  src: string;
  name: string;
  dimmed?: boolean;
  caption?: string;
  action: ReactNode;
}

function Thumbnail({ src, name, dimmed = false, caption, action }: ThumbnailProps) {
  return (
    <Box component="li" sx={{ width: SIZE, listStyle: 'none' }} data-testid="information-image">
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
        <Box component="img" src={src} alt={name} sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: dimmed ? 0.35 : 1 }} />
        <Box sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%', boxShadow: 1 }}>{action}</Box>
      </Box>
      <Typography variant="caption" component="p" noWrap title={name} sx={{ mt: 0.5 }}>
        {name}
      </Typography>
      {caption && (
        <Typography variant="caption" component="p" sx={{ fontWeight: 600, color: dimmed ? 'error.dark' : 'primary.dark' }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** Thumbnails of a notice's images: existing ones can be marked for removal, new ones added or dropped again. */
export function InformationImagesField({ images, disabled = false }: { images: InformationImages; disabled?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const empty = images.existing.length === 0 && images.added.length === 0;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {t('informations.admin.images')}
        </Typography>
        {!disabled && (
          <>
            <FilePickButton
              label={t('informations.admin.addImages')}
              accept={IMAGE_TYPES.join(',')}
              multiple
              startIcon={<AddPhotoAlternateIcon />}
              describedBy={hintId}
              testId="information-image-input"
              onFiles={images.add}
            />
          </>
        )}
      </Stack>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {t('informations.admin.noImages')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0 }}>
          {images.existing.map((file) => {
            const removed = images.removed.has(file.id);
            return (
              <Thumbnail
                key={`existing-${file.id}`}
                src={file.path}
                name={file.name}
                dimmed={removed}
                caption={removed ? t('informations.admin.imageRemoved') : undefined}
                action={
                  !disabled && (
                    <IconButton
                      size="small"
                      aria-pressed={removed}
                      aria-label={removed ? t('informations.admin.restoreImage', { name: file.name }) : t('informations.admin.removeImage', { name: file.name })}
                      onClick={() => images.toggleRemoved(file.id)}
                    >
                      {removed ? <UndoIcon fontSize="small" /> : <DeleteIcon fontSize="small" />}
                    </IconButton>
                  )
                }
              />
            );
          })}
          {images.added.map((file, index) => (
            <Thumbnail
              // Files have no id; the position is stable until one is dropped, which re-renders them all.
              key={`added-${index}-${file.name}`}
              src={images.previews[index] ?? ''}
              name={file.name}
              caption={t('informations.admin.imageNew')}
              action={
                <IconButton size="small" aria-label={t('informations.admin.cancelImage', { name: file.name })} onClick={() => images.cancelAdded(index)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            />
          ))}
        </Box>
      )}
      <FormHelperText id={hintId}>{t('informations.admin.imagesHint', { max: MAX_INFORMATION_IMAGES })}</FormHelperText>
      {images.errors.map((message) => (
        <FormHelperText key={message} error role="alert">
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}
