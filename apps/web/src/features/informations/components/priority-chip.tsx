import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = { [PRIORITY.low]: 'default', [PRIORITY.medium]: 'info', [PRIORITY.high]: 'error' } as const;
const KEYS = {
  [PRIORITY.low]: 'informations.priority.low',
  [PRIORITY.medium]: 'informations.priority.medium',
  [PRIORITY.high]: 'informations.priority.high',
} as const;

/** A notice's priority (spec §3: low, medium, high) as a small chip. */
export function PriorityChip({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(KEYS[priority])}
      color={COLORS[priority]}
      variant={priority === PRIORITY.low ? 'outlined' : 'filled'}
      // The theme's info blue is too light for white text (WCAG AA); its dark shade is not.
      sx={priority === PRIORITY.medium ? { bgcolor: 'info.dark' } : undefined}
      data-testid="priority-chip"
    />
  );
}
