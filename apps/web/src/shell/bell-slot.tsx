import Box from '@mui/material/Box';

/**
 * Where the announcement bell of company and student users goes; the announcements feature fills
 * it. Admins get no slot at all, as they receive no announcements (spec §4).
 */
export function BellSlot() {
  return <Box data-testid="bell-slot" sx={{ display: 'flex', alignItems: 'center' }} />;
}
