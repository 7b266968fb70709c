import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import loadingAnimationUrl from './assets/loading-animation.svg';

/** The full-screen overlay of spec §2: an animation image over a dimmed page. */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Backdrop
      open
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      aria-label={t('common.appLoading')}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, bgcolor: 'rgba(255, 255, 255, 0.6)' })}
    >
      <Box
        component="img"
        src={loadingAnimationUrl}
        alt={t('common.appLoading')}
        width={96}
        height={96}
        sx={{ filter: 'drop-shadow(0 2px 6px rgba(0,0,0,0.15))' }}
      />
    </Backdrop>
  );
}
