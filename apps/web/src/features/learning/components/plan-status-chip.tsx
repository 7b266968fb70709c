import type { Standing } from '@manabiya/domain/contracts/learning';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Soft backgrounds with dark text: every pair keeps the WCAG AA ratio for small bold text. */
const COLORS: Record<Standing['status'], { bgcolor: string; color: string }> = {
  behind: { bgcolor: '#fff3e0', color: '#8a3200' },
  on_track: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  ahead: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  finished: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  not_started: { bgcolor: '#eceff1', color: '#37474f' },
  no_plan: { bgcolor: '#eceff1', color: '#37474f' },
};

/** Where the student stands against the plan: 「3日遅れ」, 「予定どおり」, 「2日先行」… */
export function usePlanStatusText(): (standing: Pick<Standing, 'status' | 'delay_days' | 'ahead_days'>) => string {
  const { t } = useTranslation('learning');
  return ({ status, delay_days, ahead_days }) => {
    if (status === 'behind') return t('learning.planStatus.behind', { count: delay_days });
    if (status === 'ahead') return t('learning.planStatus.ahead', { count: ahead_days });
    return t(`learning.planStatus.${status}`);
  };
}

export function PlanStatusChip({ standing, size = 'medium' }: { standing: Pick<Standing, 'status' | 'delay_days' | 'ahead_days'>; size?: ChipProps['size'] }) {
  const text = usePlanStatusText();
  return <Chip label={text(standing)} size={size} sx={{ fontWeight: 700, ...COLORS[standing.status] }} data-testid="plan-status" data-status={standing.status} />;
}
