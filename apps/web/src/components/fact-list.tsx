import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FactListProps {
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  /**
   * `detail` (an admin detail page): small text, an empty value shows the list's empty mark.
   * `profile` (a person's own profile card): body text with more air; the values come as shown.
   */
  variant?: 'detail' | 'profile';
  'data-testid'?: string;
}

/** Label/value pairs as a description list: two columns, stacked on a phone. */
export function FactList({ facts, variant = 'detail', 'data-testid': testId }: FactListProps) {
  const { t } = useTranslation();
  const profile = variant === 'profile';
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        columnGap: 2,
        m: 0,
        ...(profile ? { rowGap: { xs: 0.25, sm: 1.5 }, alignItems: 'baseline' } : { rowGap: { xs: 0, sm: 1 } }),
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          {profile ? (
            <Typography component="dt" color="text.secondary" sx={{ fontSize: 14, mt: { xs: 1.25, sm: 0 } }}>
              {label}
            </Typography>
          ) : (
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
          )}
          <Typography component="dd" variant={profile ? 'body1' : 'body2'} sx={{ m: 0, wordBreak: 'break-word' }}>
            {profile ? value : value || t('list.emptyValue')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
