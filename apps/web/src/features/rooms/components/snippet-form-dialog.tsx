import { RoomSnippetBody, type RoomSnippet } from '@manabiya/domain/contracts/rooms';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useSaveSnippet } from '../api/room-admin-api.ts';

interface SnippetFormDialogProps {
  /** The snippet to rewrite; null saves a new one. */
  snippet: RoomSnippet | null;
  /** A new snippet's text (what the composer holds). */
  initialBody?: string;
  onClose: () => void;
}

/** A saved piece of feedback: a title to find it by and its Markdown text. */
export function SnippetFormDialog({ snippet, initialBody = '', onClose }: SnippetFormDialogProps) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: RoomSnippetBody,
    defaultValues: { title: snippet?.title ?? '', body: snippet?.body ?? initialBody },
    mutation: useSaveSnippet(),
    toVariables: (body) => ({ id: snippet?.id ?? null, body }),
    savedMessage: () => t('rooms.snippets.saved'),
    onClose,
  });
  return (
    <FormDialog {...dialogProps} title={snippet ? t('rooms.snippets.editTitle') : t('rooms.snippets.createTitle')}>
      <FormTextField control={form.control} name="title" label={t('rooms.snippets.title')} required autoFocus />
      <FormTextField control={form.control} name="body" label={t('rooms.snippets.body')} required multiline minRows={6} maxRows={16} />
    </FormDialog>
  );
}
