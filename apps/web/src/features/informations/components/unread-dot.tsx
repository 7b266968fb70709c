import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

/** The orange dot of an unread notice (spec §4), with its meaning for screen readers. */
export function UnreadDot({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ width: 10, flexShrink: 0, display: 'inline-flex', justifyContent: 'center' }}>
      {unread && (
        <>
          <Box component="span" aria-hidden data-testid="unread-dot" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#f57c00' }} />
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('informations.unread')}
          </Box>
        </>
      )}
    </Box>
  );
}
