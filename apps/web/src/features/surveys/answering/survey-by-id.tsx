import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useNow } from '../../../lib/use-now.ts';
import { studentSurveyQuery, useAnswerSurvey } from '../api/student-survey-api.ts';
import { SurveyForm } from './survey-form.tsx';
import { SURVEY_ANSWER_NAMESPACES } from './survey-namespaces.ts';

/**
 * Any survey the student is asked, by its id (a satisfaction survey linked from an event): the form
 * while it is open, and plainly "answered" or "closed" once it is not.
 */
export function SurveyById({ surveyId, homePath }: { surveyId: number; homePath: string }) {
  // Suspends (the loading overlay) until the catalogue is loaded (docs/decisions/020).
  useTranslation(SURVEY_ANSWER_NAMESPACES);
  const { t } = useTranslation();
  const format = useDateFormat();
  const now = useNow();
  const query = useQuery(studentSurveyQuery(surveyId));
  const answer = useAnswerSurvey();
  const [thanked, setThanked] = useState(false);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (query.error) return <ErrorMessage error={query.error} />;
  const survey = query.data;
  const closed = survey.closes_at !== null && Date.parse(survey.closes_at) <= now;
  const finished = (message: string, severity: 'success' | 'info') => (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} data-testid="survey-finished">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
        {survey.title}
      </Typography>
      <Alert severity={severity} icon={severity === 'success' ? <CheckCircleOutlineIcon /> : undefined} sx={{ mt: 2 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={homePath} sx={{ mt: 2 }}>
        {t('surveyAnswer.byId.home')}
      </Button>
    </Paper>
  );
  if (thanked || survey.answered) return finished(thanked ? t('surveyAnswer.form.thanks') : t('surveyAnswer.byId.answered'), 'success');
  if (closed) return finished(t('surveyAnswer.byId.closed', { date: format.dateTime(survey.closes_at) }), 'info');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      {survey.closes_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="survey-closes-at">
          {t('surveyAnswer.byId.closesAt', { date: format.dateTime(survey.closes_at) })}
        </Typography>
      )}
      <SurveyForm survey={survey} send={(body) => answer.mutateAsync({ target: { id: survey.id }, body })} onSent={() => setThanked(true)} />
    </Paper>
  );
}
