import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishChip } from './publish-chip.tsx';

interface EditorHeadingProps {
  /** The heading's id, for the form it names. */
  titleId?: string;
  title: string;
  /** The record's publish state, shown beside its name. */
  status?: number;
  /** Buttons beside the title (copy, preview). */
  actions?: ReactNode;
  /** Shows the form's submit button, disabled while `saving`. */
  canSave?: boolean;
  saving?: boolean;
}

/** The top line of a content editor: the record's name as the page heading, its publish state, its actions and the save button. */
export function EditorHeading({ titleId, title, status, actions, canSave = false, saving = false }: EditorHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
        {title}
      </Typography>
      {status !== undefined && <PublishChip status={status} />}
      {actions}
      {canSave && (
        <Button type="submit" variant="contained" size="small" disabled={saving}>
          {t('form.save')}
        </Button>
      )}
    </Stack>
  );
}
