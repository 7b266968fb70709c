import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { LookupFilter } from '../../../components/data-table/lookup-filter.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSectionAccess } from '../../../lib/use-section-access.ts';
import { surveyResultsQuery } from '../../../features/surveys/api/admin-survey-api.ts';
import { CompanyRates } from '../../../features/surveys/components/company-rates.tsx';
import { NonResponders } from '../../../features/surveys/components/non-responders.tsx';
import { QuestionResults } from '../../../features/surveys/components/question-results.tsx';
import { ResponseRate } from '../../../features/surveys/components/response-rate.tsx';
import { SurveyStateChip } from '../../../features/surveys/components/survey-state-chip.tsx';
import { useSurveyLabels } from '../../../features/surveys/components/use-survey-labels.ts';

/** The catalogues this page shows, beyond the admin portal's own (surveyAnswer: the charts' and figures' words). */
const NAMESPACES = ['surveys', 'surveyAnswer'] as const;

/** The page's URL state: the company filter (both tabs) and the tab. */
const PAGE_OPTIONS = { filters: ['company_id', 'tab'] as const };

type ResultTab = 'figures' | 'non_responders';

/**
 * /admin/survey/:id/result (section survey): the response rate overall and per company (lowest
 * first), each question's counts as a chart with its table, the scale's average and the free texts;
 * a company filter reads them again for one company. The second tab lists who has not answered a
 * named survey, to remind them (not offered for an anonymous survey: nobody is named).
 */
export default function SurveyResultPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const labels = useSurveyLabels();
  const { canWrite } = useSectionAccess('survey');
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/survey/:id/result', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const list = useListSearchParams(PAGE_OPTIONS);
  const companyId = list.filters.company_id ? Number(list.filters.company_id) : null;
  const tab: ResultTab = list.filters.tab === 'non_responders' ? 'non_responders' : 'figures';
  const results = useQuery({ ...surveyResultsQuery(id, companyId), enabled: valid });
  const data = results.data;
  const companyName = data?.companies.find((company) => company.company_id === companyId)?.company_name;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`/admin/survey/${id}`} startIcon={<ArrowBackIcon />} size="small">
          {t('surveys.results.back')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
          {data ? t('surveys.results.title', { title: data.survey.title }) : t('surveys.results.titleShort')}
        </Typography>
        {data && (
          <>
            <Typography variant="body2" color="text.secondary">
              {labels.type(data.survey.type)} · {data.survey.anonymous ? t('surveys.fields.anonymousShort') : t('surveys.fields.namedShort')}
            </Typography>
            <SurveyStateChip state={data.survey.state} />
          </>
        )}
      </Stack>
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <LookupFilter list={list} name="company_id" label={t('surveys.results.companyFilter')} source="company" knownName={companyName} />
      </Box>
      {results.error && <ErrorMessage error={results.error} />}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: ResultTab) => list.setFilter('tab', next === 'figures' ? undefined : next)} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="figures" label={t('surveys.results.figuresTab')} id="survey-tab-figures" aria-controls="survey-panel-figures" />
          <Tab value="non_responders" label={t('surveys.results.nonRespondersTab')} id="survey-tab-non_responders" aria-controls="survey-panel-non_responders" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`survey-panel-${tab}`} aria-labelledby={`survey-tab-${tab}`}>
        {tab === 'figures' && data && (
          <Stack spacing={2}>
            <ResponseRate responseCount={data.response_count} targetCount={data.target_count} rate={data.response_rate} />
            {companyId === null && (
              <DetailSection title={t('surveys.results.companiesTitle')} lead={t('surveys.results.companiesLead')}>
                <CompanyRates companies={data.companies} />
              </DetailSection>
            )}
            <DetailSection title={t('surveys.results.questionsTitle')}>
              <QuestionResults questions={data.questions} />
            </DetailSection>
          </Stack>
        )}
        {tab === 'non_responders' &&
          data &&
          (data.survey.anonymous ? (
            <Alert severity="info" data-testid="non-responders-anonymous">
              {t('surveys.results.anonymousNoList')}
            </Alert>
          ) : (
            <NonResponders surveyId={id} canRemind={canWrite} />
          ))}
      </Box>
    </Stack>
  );
}
