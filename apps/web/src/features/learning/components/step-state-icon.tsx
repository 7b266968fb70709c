import type { StepState } from '@manabiya/domain/contracts/learning';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';

/** A step's state as an icon with its name for screen readers. */
export function StepStateIcon({ state }: { state: StepState }) {
  const { t } = useTranslation('learning');
  const label = t(`learning.stepState.${state}`);
  if (state === 'done') return <CheckCircleIcon color="success" titleAccess={label} fontSize="small" />;
  if (state === 'locked') return <LockIcon color="disabled" titleAccess={label} fontSize="small" />;
  return <RadioButtonUncheckedIcon color="action" titleAccess={label} fontSize="small" />;
}
