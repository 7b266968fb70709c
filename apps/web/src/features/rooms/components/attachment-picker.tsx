import { ROOM_FILES_PER_MESSAGE, ROOM_IMAGE_MAX_MB, ROOM_ZIP_MAX_MB } from '@manabiya/domain/contracts/rooms';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageIcon from '@mui/icons-material/Image';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from './file-size.ts';
import { FilePickButton } from '../../../components/form/file-pick-button.tsx';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];
/** What the file dialog offers; the server checks the bytes anyway. */
const ACCEPT = ['.zip', ...ZIP_TYPES, ...IMAGE_TYPES].join(',');

const isZip = (file: File) => ZIP_TYPES.includes(file.type) || file.name.toLowerCase().endsWith('.zip');
const isImage = (file: File) => IMAGE_TYPES.includes(file.type);

interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Files for a message: a zip of the work or screenshots (PNG, JPEG, WebP), at most five, each within
 * its kind's limit. A file the server would refuse is said here at once, by name, and not added.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (picked: File[]) => {
    const next = [...files];
    const refused: string[] = [];
    for (const file of picked) {
      if (!isZip(file) && !isImage(file)) refused.push(t('rooms.files.wrongKind', { name: file.name }));
      else if (isZip(file) && file.size > ROOM_ZIP_MAX_MB * 1024 * 1024) refused.push(t('rooms.files.tooLarge', { name: file.name, max: ROOM_ZIP_MAX_MB }));
      else if (isImage(file) && file.size > ROOM_IMAGE_MAX_MB * 1024 * 1024) refused.push(t('rooms.files.tooLarge', { name: file.name, max: ROOM_IMAGE_MAX_MB }));
      else if (next.length >= ROOM_FILES_PER_MESSAGE) refused.push(t('rooms.files.tooMany', { name: file.name, max: ROOM_FILES_PER_MESSAGE }));
      else next.push(file);
    }
    setProblems(refused);
    onChange(next);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FilePickButton
          label={t('rooms.files.add')}
          accept={ACCEPT}
          multiple
          startIcon={<AttachFileIcon />}
          disabled={disabled || files.length >= ROOM_FILES_PER_MESSAGE}
          describedBy={hintId}
          testId="room-file-input"
          onFiles={add}
        />
        {files.map((file, index) => (
          <Chip
            // Files have no id; the position is stable until one is taken off, which renders them all again.
            key={`${index}-${file.name}`}
            size="small"
            icon={isImage(file) ? <ImageIcon /> : <FolderZipIcon />}
            label={`${file.name} (${fileSize(file.size)})`}
            onDelete={disabled ? undefined : () => onChange(files.filter((_, at) => at !== index))}
            data-testid="room-file-chip"
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Box>
      <FormHelperText id={hintId}>{t('rooms.files.hint', { max: ROOM_FILES_PER_MESSAGE, zip: ROOM_ZIP_MAX_MB, image: ROOM_IMAGE_MAX_MB })}</FormHelperText>
      {problems.map((problem) => (
        <FormHelperText key={problem} error role="alert">
          {problem}
        </FormHelperText>
      ))}
    </Box>
  );
}
