import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * What the content area shows at once while a page's code loads for the first time in this visit
 * (after sign-in, or on opening an address): the outline of a page, not a blank (decision 046).
 * Later navigations keep the page they leave on screen until the next one is ready.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('common.appLoading')} data-testid="page-skeleton" sx={{ display: 'grid', gap: 3 }}>
      <Skeleton variant="rounded" height={132} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}
