import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListCardTextProps {
  title: ReactNode;
  /** A chip beside the title (a status). */
  badge?: ReactNode;
  /** A quieter line under the title (the kana reading); nothing when empty. */
  subtitle?: string | null;
  /** The card's remaining facts, one line. */
  children?: ReactNode;
}

/** The text of a phone card: bold title with its badge, the subtitle, then one line of facts. */
export function ListCardText({ title, badge, subtitle, children }: ListCardTextProps) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {badge}
      </Box>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      {children}
    </>
  );
}
