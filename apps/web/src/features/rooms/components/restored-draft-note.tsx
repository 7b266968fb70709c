import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Says that the text shown was kept from an earlier visit, with a way to throw it away. */
export function RestoredDraftNote({ onDiscard, disabled = false }: { onDiscard: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 1 }} data-testid="draft-restored">
      <HistoryIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
        {t('rooms.draft.restored')}
      </Typography>
      <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={onDiscard} disabled={disabled} sx={{ ml: 'auto' }} data-testid="draft-discard">
        {t('rooms.draft.discard')}
      </Button>
    </Box>
  );
}
