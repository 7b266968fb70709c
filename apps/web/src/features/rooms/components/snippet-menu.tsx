import type { RoomSnippet } from '@manabiya/domain/contracts/rooms';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import SettingsIcon from '@mui/icons-material/Settings';
import ShortTextIcon from '@mui/icons-material/ShortText';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { usePhone } from '../../../lib/use-phone.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { roomSnippetsQuery, useDeleteSnippet } from '../api/room-admin-api.ts';
import { SnippetFormDialog } from './snippet-form-dialog.tsx';

type Editing = { snippet: RoomSnippet | null; initialBody?: string } | null;

function ManageDialog({ snippets, onEdit, onClose }: { snippets: readonly RoomSnippet[]; onEdit: (snippet: RoomSnippet) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const showSnackbar = useSnackbar();
  const remove = useDeleteSnippet();
  const [deleting, setDeleting] = useState<RoomSnippet | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('rooms.snippets.manageTitle')}</DialogTitle>
      <DialogContent dividers>
        {snippets.length === 0 ? (
          <Typography color="text.secondary">{t('rooms.snippets.none')}</Typography>
        ) : (
          <List disablePadding>
            {snippets.map((snippet) => (
              <ListItem
                key={snippet.id}
                divider
                data-testid="snippet-row"
                secondaryAction={
                  <>
                    <IconButton aria-label={t('rooms.snippets.edit', { title: snippet.title })} onClick={() => onEdit(snippet)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={t('rooms.snippets.delete', { title: snippet.title })} onClick={() => setDeleting(snippet)}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText primary={snippet.title} secondary={snippet.body} slotProps={{ secondary: { noWrap: true } }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title={t('rooms.snippets.deleteTitle')}
        message={t('rooms.snippets.deleteMessage', { title: deleting?.title ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showSnackbar(t('rooms.snippets.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}

/** A snippet added to a text: after what is written (a blank line between), or the text itself when nothing is. */
export function withSnippet(text: string, snippet: string): string {
  return text.trim() ? `${text.replace(/\s+$/, '')}\n\n${snippet}` : snippet;
}

interface SnippetMenuProps {
  /** What the composer holds now: offered to be saved as a snippet. */
  currentText: string;
  onInsert: (text: string) => void;
}

/** The teacher's own saved feedback: insert one into the composer, save the composer's text as one, or manage them. */
export function SnippetMenu({ currentText, onInsert }: SnippetMenuProps) {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const snippets = useQuery(roomSnippetsQuery());
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<ShortTextIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="snippet-menu-button"
      >
        {t('rooms.snippets.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
        {snippets.error && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            <ErrorMessage error={snippets.error} />
          </MenuItem>
        )}
        {snippets.data?.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('rooms.snippets.none')} />
          </MenuItem>
        )}
        {snippets.data?.map((snippet) => (
          <MenuItem
            key={snippet.id}
            onClick={() => {
              onInsert(snippet.body);
              close();
            }}
            sx={{ maxWidth: 360 }}
            data-testid="snippet-item"
          >
            <ListItemText primary={snippet.title} secondary={snippet.body} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={currentText.trim() === ''}
          onClick={() => {
            setEditing({ snippet: null, initialBody: currentText });
            close();
          }}
          data-testid="snippet-save-current"
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('rooms.snippets.saveCurrent')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setManaging(true);
            close();
          }}
          data-testid="snippet-manage"
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('rooms.snippets.manage')} />
        </MenuItem>
      </Menu>
      {managing && <ManageDialog snippets={snippets.data ?? []} onEdit={(snippet) => setEditing({ snippet })} onClose={() => setManaging(false)} />}
      {editing && <SnippetFormDialog snippet={editing.snippet} initialBody={editing.initialBody} onClose={() => setEditing(null)} />}
    </>
  );
}
