import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { initialSurveyQuery, useAnswerSurvey } from '../api/student-survey-api.ts';
import { SurveyForm } from './survey-form.tsx';
import { SURVEY_ANSWER_NAMESPACES } from './survey-namespaces.ts';

export interface InitialSurveyStepProps {
  /** The survey is answered (or there is none to answer): the start flow moves on. */
  onAnswered: () => Promise<void> | void;
  /** Back to the previous step of the start flow. */
  onBack?: () => void;
}

/**
 * Start step 2: the initial survey staff opened for the student's course, answered once. With no
 * survey to answer, or one answered already, the step says it is done and leads on.
 */
export function InitialSurveyStep({ onAnswered, onBack }: InitialSurveyStepProps) {
  // Suspends (the loading overlay) until the catalogue is loaded (docs/decisions/020).
  useTranslation(SURVEY_ANSWER_NAMESPACES);
  const { t } = useTranslation();
  const query = useQuery(initialSurveyQuery());
  const answer = useAnswerSurvey();
  const back = onBack && <Button onClick={onBack}>{t('surveyAnswer.step.back')}</Button>;
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (query.error) return <ErrorMessage error={query.error} />;
  const { survey } = query.data;
  if (!survey || survey.answered) {
    return (
      <Box data-testid="initial-survey-done">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CheckCircleOutlineIcon color="success" fontSize="large" />
          <Typography>{survey ? t('surveyAnswer.step.answered') : t('surveyAnswer.step.none')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'space-between', gap: 2, mt: 3 }}>
          {back ?? <span />}
          <Button variant="contained" size="large" onClick={() => void onAnswered()}>
            {t('surveyAnswer.step.next')}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <SurveyForm
      survey={survey}
      send={(body) => answer.mutateAsync({ target: { step: 'initial' }, body })}
      onSent={() => void onAnswered()}
      secondaryAction={back}
    />
  );
}
