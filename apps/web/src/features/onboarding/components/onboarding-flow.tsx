import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';
import type { OnboardingStep } from '@manabiya/domain/enums/onboarding';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useRefreshSignedInUser } from '../../../lib/use-refresh-signed-in-user.ts';
import { onboardingKeys, onboardingStateQuery } from '../api/onboarding-api.ts';
import type { SurveyStepProps } from './onboarding-step-props.ts';
import { ONBOARDING_STEP_SCREENS } from './onboarding-steps.ts';
import { SurveyStepScreen } from './survey-step.tsx';

/**
 * The start flow of spec §2, driven by the server's ordered steps. Finishing it refreshes the
 * signed-in user, whose init_input_flg then turns the start page into the dashboard. The initial
 * survey's form (step 2) comes from the surveys feature, through the portal (`surveyStep`).
 */
export function OnboardingFlow({ userName, surveyStep }: { userName: string; surveyStep: (props: SurveyStepProps) => ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshSignedInUser();
  const query = useQuery(onboardingStateQuery());
  // A step the student went back to; otherwise the server's current step is shown.
  const [revisit, setRevisit] = useState<OnboardingStep | null>(null);

  const completed = query.data?.completed === true;
  useEffect(() => {
    if (completed) void refreshUser({ init_input_flg: 1 });
  }, [completed, refreshUser]);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (query.error) return <ErrorMessage error={query.error} />;

  const state = query.data;
  const activeKey = revisit ?? state.current_step;
  const activeIndex = state.steps.findIndex((step) => step.key === activeKey);
  const Screen = activeKey ? ONBOARDING_STEP_SCREENS[activeKey] : null;
  const previous = activeIndex > 0 ? state.steps[activeIndex - 1] : undefined;

  const handleDone = (next: OnboardingState) => {
    queryClient.setQueryData(onboardingKeys.state, next);
    setRevisit(null);
  };

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('start.welcome', { name: userName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('onboarding.lead')}
      </Typography>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Stepper activeStep={activeIndex} alternativeLabel sx={{ mb: 4 }} data-testid="onboarding-stepper">
          {state.steps.map((step, index) => (
            <Step key={step.key} completed={step.done && step.key !== activeKey}>
              <StepLabel aria-current={step.key === activeKey ? 'step' : undefined}>
                <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                  {t('onboarding.stepNumber', { number: index + 1 })}
                </Box>
                {t(`onboarding.steps.${step.key}`)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {Screen && activeKey && (
          <SurveyStepScreen value={surveyStep}>
            <Screen key={activeKey} state={state} onDone={handleDone} onBack={previous ? () => setRevisit(previous.key) : undefined} />
          </SurveyStepScreen>
        )}
        {completed && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('onboarding.finishing')} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
