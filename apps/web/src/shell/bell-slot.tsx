import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Where the announcement bell of company and student users goes (with the urgent alert and the
 * live-update socket). The portal supplies it; admins get no slot at all, as they receive no
 * announcements (spec §4).
 */
export function BellSlot({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="bell-slot" sx={{ display: 'flex', alignItems: 'center' }}>
      {children}
    </Box>
  );
}
