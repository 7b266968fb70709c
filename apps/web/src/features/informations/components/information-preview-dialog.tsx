import type { InformationAdminItem, InformationFile, InformationItem } from '@manabiya/domain/contracts/informations';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { InformationDetailDialog } from './information-detail-dialog.tsx';

/** What a preview shows: the notice's words and images as its readers will get them. */
export interface PreviewContent {
  name: string;
  content: string;
  priority: Priority;
  /** When readers will see it (the date they are shown); null for now. */
  publishDate: string | null;
  images: ReadonlyArray<Pick<InformationFile, 'path' | 'name'>>;
}

/** A notice as a reader's item: unread, dated by its publication, with the images readers will see. */
export function previewItemOf({ name, content, priority, publishDate, images }: PreviewContent, now = new Date()): InformationItem {
  return {
    id: 0,
    admin_id: null,
    priority,
    name,
    content,
    read: false,
    // Negative ids: the detail dialog keys its thumbnails by id, and these are not stored images.
    information_files: images.map((image, index) => ({ id: -(index + 1), path: image.path, name: image.name })),
    created_at: publishDate ?? now.toISOString(),
  };
}

/** A stored notice as a reader's item (the admin's read view). */
export function readerItemOf(information: InformationAdminItem): InformationItem {
  return {
    id: information.id,
    admin_id: information.admin_id,
    priority: information.priority,
    name: information.name,
    content: information.content,
    read: true,
    information_files: information.information_files,
    created_at: information.publish_date,
  };
}

interface InformationPreviewDialogProps {
  preview: PreviewContent | null;
  onClose: () => void;
}

/** The editor's preview: the notice in the readers' own detail dialog, with a note that it is one. */
export function InformationPreviewDialog({ preview, onClose }: InformationPreviewDialogProps) {
  const { t } = useTranslation();
  const notice = preview ? previewItemOf(preview) : null;
  return (
    <InformationDetailDialog
      notice={notice}
      open={preview !== null}
      onClose={onClose}
      aside={
        <Stack spacing={1} data-testid="information-preview-note">
          <Alert severity="info">{t('informations.admin.previewNote')}</Alert>
          {preview?.priority === PRIORITY.high && <Alert severity="warning">{t('informations.admin.previewUrgent')}</Alert>}
        </Stack>
      }
    />
  );
}
