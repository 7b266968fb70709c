import type { StudentSurvey } from '@manabiya/domain/contracts/surveys';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useAnswerSurvey } from '../api/student-survey-api.ts';
import { SurveyForm } from './survey-form.tsx';
import { SURVEY_ANSWER_NAMESPACES } from './survey-namespaces.ts';

/**
 * Start step 4: once the course is completed, the final survey stands in for the dashboard until it
 * is answered; the caller then refreshes the signed-in user (final_input_flg) so it goes away.
 */
export function FinalSurveyScreen({ userName, survey, onAnswered }: { userName: string; survey: StudentSurvey; onAnswered: () => Promise<void> | void }) {
  // Suspends (the loading overlay) until the catalogue is loaded (docs/decisions/020).
  useTranslation(SURVEY_ANSWER_NAMESPACES);
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const answer = useAnswerSurvey();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }} data-testid="final-survey">
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('surveyAnswer.final.title', { name: userName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('surveyAnswer.final.lead')}
      </Typography>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <SurveyForm
          survey={survey}
          send={(body) => answer.mutateAsync({ target: { step: 'final' }, body })}
          onSent={() => {
            showSnackbar(t('surveyAnswer.form.thanks'));
            void onAnswered();
          }}
        />
      </Paper>
    </Box>
  );
}
