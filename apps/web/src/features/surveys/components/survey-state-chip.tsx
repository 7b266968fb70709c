import type { SurveyState } from '@manabiya/domain/contracts/surveys';
import Chip from '@mui/material/Chip';
import { useSurveyLabels } from './use-survey-labels.ts';

const COLORS: Record<SurveyState, 'default' | 'info' | 'success' | 'warning'> = { draft: 'default', scheduled: 'info', open: 'success', closed: 'default' };

/** Whether a survey takes answers: draft (outlined), scheduled, open (green), closed. */
export function SurveyStateChip({ state }: { state: SurveyState }) {
  const labels = useSurveyLabels();
  return <Chip size="small" label={labels.state(state)} color={COLORS[state]} variant={state === 'draft' ? 'outlined' : 'filled'} data-testid="survey-state" />;
}
