import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import Chip from '@mui/material/Chip';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';

const COLORS = { [PRIORITY.low]: 'default', [PRIORITY.medium]: 'info', [PRIORITY.high]: 'error' } as const;

/** A notice's priority (spec §3: low, medium, high) as a small chip. */
export function PriorityChip({ priority }: { priority: Priority }) {
  const label = useEnumLabel('priority');
  return (
    <Chip
      size="small"
      label={label(priority)}
      color={COLORS[priority]}
      variant={priority === PRIORITY.low ? 'outlined' : 'filled'}
      // The theme's info blue is too light for white text (WCAG AA); its dark shade is not.
      sx={priority === PRIORITY.medium ? { bgcolor: 'info.dark' } : undefined}
      data-testid="priority-chip"
    />
  );
}
