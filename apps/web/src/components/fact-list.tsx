import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Label/value pairs of a detail page as a description list: two columns, stacked on a phone. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value || t('list.emptyValue')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
