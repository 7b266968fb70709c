import { MIN_COMPANY_RESPONDENTS } from '@manabiya/domain/enums/surveys';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { companySurveyListQuery, companySurveyResultsQuery } from '../api/company-survey-api.ts';
import { QuestionResults } from '../components/question-results.tsx';
import { ResponseRate } from '../components/response-rate.tsx';
import { SurveyStateChip } from '../components/survey-state-chip.tsx';
import { useSurveyLabels } from '../components/use-survey-labels.ts';
import { SURVEY_ANSWER_NAMESPACES } from '../answering/survey-namespaces.ts';

/** Every survey of the company (the largest page the list serves), to find one whose figures are withheld. */
const ALL_SURVEYS = 'page=0&page_size=200&sort=id&order=desc';

/**
 * One survey's figures over the company's own students (texts without names), shown from
 * MIN_COMPANY_RESPONDENTS answers: below that, how many answered so far and when the figures come.
 */
export function CompanySurveyResults({ surveyId, backPath }: { surveyId: number; backPath: string }) {
  // Suspends (the loading overlay) until the catalogue is loaded (docs/decisions/020).
  useTranslation(SURVEY_ANSWER_NAMESPACES);
  const { t } = useTranslation();
  const labels = useSurveyLabels();
  const results = useQuery(companySurveyResultsQuery(surveyId));
  // The server withholds the figures under the threshold; the list still says how many answered.
  const withheld = isApiError(results.error) && (results.error.status === 403 || results.error.status === 409);
  const surveys = useQuery({ ...companySurveyListQuery(ALL_SURVEYS), enabled: withheld });
  const listed = surveys.data?.items.find((survey) => survey.id === surveyId);
  const survey = results.data?.survey ?? listed;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={backPath} startIcon={<ArrowBackIcon />} size="small">
          {t('surveyAnswer.company.back')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
          {survey?.title ?? t('surveyAnswer.company.resultsTitle')}
        </Typography>
        {survey && (
          <>
            <Typography variant="body2" color="text.secondary">
              {labels.type(survey.type)}
            </Typography>
            <SurveyStateChip state={survey.state} />
          </>
        )}
      </Stack>
      {results.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
      {results.error && !withheld && <ErrorMessage error={results.error} />}
      {withheld && (
        <Alert severity="info" data-testid="company-survey-withheld">
          {listed
            ? t('surveyAnswer.company.withheld', { min: MIN_COMPANY_RESPONDENTS, count: listed.response_count })
            : isApiError(results.error) && results.error.message
              ? results.error.message
              : t('surveyAnswer.company.withheldShort', { min: MIN_COMPANY_RESPONDENTS })}
        </Alert>
      )}
      {listed && withheld && <ResponseRate responseCount={listed.response_count} targetCount={listed.target_count} rate={listed.response_rate} />}
      {results.data && (
        <>
          <ResponseRate responseCount={results.data.survey.response_count} targetCount={results.data.survey.target_count} rate={results.data.survey.response_rate} />
          {results.data.survey.anonymous && (
            <Typography variant="body2" color="text.secondary">
              {t('surveyAnswer.form.anonymousNote')}
            </Typography>
          )}
          <QuestionResults questions={results.data.questions} />
        </>
      )}
    </Stack>
  );
}
