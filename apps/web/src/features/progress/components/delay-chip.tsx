import type { PlanStatus } from '@manabiya/domain/contracts/learning';
import { DELAY_DAYS_OF_FILTER } from '@manabiya/domain/enums/learning';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Days behind the plan: green on plan, amber from a week, red from a month; before the start and once finished, says so. */
export function DelayChip({ days, hasPlan = true, planStatus }: { days: number; hasPlan?: boolean; planStatus?: PlanStatus }) {
  const { t } = useTranslation();
  if (!hasPlan || planStatus === 'no_plan') return <Chip size="small" variant="outlined" label={t('progress.noPlan')} />;
  if (planStatus === 'not_started') return <Chip size="small" variant="outlined" label={t('progress.notStarted')} data-testid="delay-chip" />;
  if (planStatus === 'finished') return <Chip size="small" color="success" variant="outlined" label={t('progress.finished')} data-testid="delay-chip" />;
  if (days <= 0) return <Chip size="small" color="success" variant="outlined" label={t('progress.onPlan')} data-testid="delay-chip" />;
  const label = t('progress.behindDays', { count: days });
  if (days >= DELAY_DAYS_OF_FILTER[1]) return <Chip size="small" color="error" label={label} data-testid="delay-chip" />;
  // The warning hue is too light for text: the dark-on-light pair of MUI's warning alert keeps the contrast.
  if (days >= DELAY_DAYS_OF_FILTER[0.2]) return <Chip size="small" label={label} sx={{ bgcolor: '#fff4e5', color: '#663c00', border: 1, borderColor: '#ffb74d' }} data-testid="delay-chip" />;
  return <Chip size="small" label={label} data-testid="delay-chip" />;
}
