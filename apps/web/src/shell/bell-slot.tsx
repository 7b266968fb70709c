import Box from '@mui/material/Box';
import { InformationCenter } from '../features/informations/components/information-center.tsx';

/**
 * Where the announcement bell of company and student users goes (with the urgent alert and the
 * live-update socket). Admins get no slot at all, as they receive no announcements (spec §4).
 */
export function BellSlot() {
  return (
    <Box data-testid="bell-slot" sx={{ display: 'flex', alignItems: 'center' }}>
      <InformationCenter />
    </Box>
  );
}
