import type { StepSummary } from '@manabiya/domain/contracts/learning';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { stepPath } from '../paths.ts';
import { StepStateIcon } from './step-state-icon.tsx';

/** The steps of a curriculum with their states; a locked one says which step opens it. */
export function StepList({ steps, currentStepId }: { steps: readonly StepSummary[]; currentStepId?: number | null }) {
  const { t } = useTranslation('learning');
  return (
    <List disablePadding data-testid="step-list">
      {steps.map((step) => (
        <ListItem key={step.id} disablePadding data-testid="step-row" data-state={step.state}>
          <ListItemButton
            component={RouterLink}
            to={stepPath(step.id)}
            selected={step.id === currentStepId}
            sx={{ borderRadius: 1, alignItems: 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <StepStateIcon state={step.state} />
            </ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Box component="span" sx={{ color: step.state === 'locked' ? 'text.secondary' : 'text.primary', wordBreak: 'break-word' }}>
                    {step.title}
                  </Box>
                  {step.step_type === STEP_TYPE.assignment && <Chip label={t('learning.stepType.assignment')} size="small" variant="outlined" />}
                </Box>
              }
              secondary={step.locked_by ? t('learning.lockedBy', { title: step.locked_by.title }) : undefined}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
