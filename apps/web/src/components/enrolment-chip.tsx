import type { EnrolmentState } from '@manabiya/domain/contracts/learning';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../lib/use-enum-label.ts';

/** Dark text on soft backgrounds (the pairs of MUI's alerts), so small labels keep the WCAG AA contrast. */
const STYLE: Record<EnrolmentState, { bgcolor: string; color: string; borderColor: string }> = {
  taking: { bgcolor: '#e3f2fd', color: '#0d47a1', borderColor: '#90caf9' },
  overdue: { bgcolor: '#fdeded', color: '#5f2120', borderColor: '#ef9a9a' },
  completed: { bgcolor: '#edf7ed', color: '#1e4620', borderColor: '#a5d6a7' },
  graduated: { bgcolor: '#edf7ed', color: '#1e4620', borderColor: '#a5d6a7' },
  retired: { bgcolor: '#eceff1', color: '#37474f', borderColor: '#b0bec5' },
};

/** The label of a student's enrolment (decision 043): graduates and retirees by their status, the others by the rule's state. */
export function useEnrolmentLabel(): (state: EnrolmentState, status: number) => string {
  const { t } = useTranslation();
  const statusLabel = useEnumLabel('studentStatus');
  return (state, status) => (state === 'graduated' || state === 'retired' ? statusLabel(status) : t(`progress.enrolment.${state}`));
}

/** 受講中, 終了予定日超過, 全ステップ完了, or the graduated / retired status. */
export function EnrolmentChip({ state, status }: { state: EnrolmentState; status: number }) {
  const label = useEnrolmentLabel();
  return <Chip size="small" label={label(state, status)} sx={{ fontWeight: 600, border: 1, ...STYLE[state] }} data-testid="enrolment-chip" data-state={state} />;
}
