import type { RoomAttachment } from '@manabiya/domain/contracts/rooms';
import { UPLOAD_KIND } from '@manabiya/domain/enums/learning';
import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { fileSize } from './file-size.ts';

/** A message's files: images as thumbnails that open full size, zips as download links with their size. */
export function MessageAttachments({ attachments }: { attachments: readonly RoomAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const images = attachments.filter((file) => file.kind === UPLOAD_KIND.image);
  const others = attachments.filter((file) => file.kind !== UPLOAD_KIND.image);
  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="message-attachments">
      {images.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images.map((file) => (
            <Link key={file.id} href={file.url} target="_blank" rel="noopener" aria-label={t('rooms.files.openImage', { name: file.name })} sx={{ display: 'block', lineHeight: 0 }}>
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{ width: 160, height: 112, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
              />
            </Link>
          ))}
        </Box>
      )}
      {others.map((file) => (
        <Link
          key={file.id}
          href={file.url}
          download={file.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, wordBreak: 'break-all', alignSelf: 'flex-start' }}
          data-testid="message-file"
        >
          <FolderZipIcon fontSize="small" aria-hidden />
          {file.name}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            ({fileSize(file.size)})
          </Box>
          <DownloadIcon fontSize="small" aria-hidden />
        </Link>
      ))}
    </Box>
  );
}
