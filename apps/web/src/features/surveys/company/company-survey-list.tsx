import type { CompanySurveyItem } from '@manabiya/domain/contracts/surveys';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ListCardText } from '../../../components/responsive-list/list-card-text.tsx';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import type { ResponsiveColumn } from '../../../components/responsive-list/responsive-table.tsx';
import { companySurveyListQuery } from '../api/company-survey-api.ts';
import { SurveyStateChip } from '../components/survey-state-chip.tsx';
import { formatRate, useSurveyLabels } from '../components/use-survey-labels.ts';
import { SURVEY_ANSWER_NAMESPACES } from '../answering/survey-namespaces.ts';

const LIST_OPTIONS = { defaults: { sort: 'id', order: 'desc' as const, page_size: 50 }, prefix: 'survey_' };
const PAGE_SIZES = [20, 50, 100];

/** A survey's figures over the company's students. */
export const companySurveyPath = (surveyId: number) => `/company/test/survey/${surveyId}`;

/** The surveys the company's students are asked, with the company's own response rate; each opens its figures. */
export function CompanySurveyList() {
  // Suspends (the loading overlay) until the catalogue is loaded (docs/decisions/020).
  useTranslation(SURVEY_ANSWER_NAMESPACES);
  const { t, i18n } = useTranslation();
  const labels = useSurveyLabels();
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(companySurveyListQuery(list.apiQuery));
  const rate = (survey: CompanySurveyItem) =>
    t('surveyAnswer.company.rateValue', {
      rate: formatRate(survey.response_rate, i18n.language),
      counts: t('surveyAnswer.results.rateCounts', { count: survey.response_count, target: survey.target_count }),
    });
  const title = (survey: CompanySurveyItem) => (
    <Link component={RouterLink} to={companySurveyPath(survey.id)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
      {survey.title}
    </Link>
  );
  const columns: Array<ResponsiveColumn<CompanySurveyItem>> = [
    { id: 'title', header: t('surveyAnswer.company.title'), sortKey: 'title', cell: title },
    { id: 'type', header: t('surveyAnswer.company.type'), sx: { whiteSpace: 'nowrap' }, cell: (survey) => labels.type(survey.type) },
    { id: 'state', header: t('surveyAnswer.company.state'), cell: (survey) => <SurveyStateChip state={survey.state} /> },
    { id: 'rate', header: t('surveyAnswer.company.rate'), sx: { whiteSpace: 'nowrap' }, cell: rate },
    {
      id: 'visible',
      header: t('surveyAnswer.company.figures'),
      cell: (survey) =>
        survey.results_visible ? (
          t('surveyAnswer.company.figuresShown')
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('surveyAnswer.company.figuresHidden')}
          </Typography>
        ),
    },
  ];
  return (
    <ResponsiveList
      label={t('surveyAnswer.company.listLabel')}
      items={query.data?.items}
      error={query.error}
      emptyText={t('surveyAnswer.company.empty')}
      rowTestId="company-survey-row"
      columns={columns}
      cardHref={(survey) => companySurveyPath(survey.id)}
      card={(survey) => (
        <ListCardText title={survey.title} badge={<SurveyStateChip state={survey.state} />} subtitle={labels.type(survey.type)}>
          <Box sx={{ mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('surveyAnswer.company.rate')}: {rate(survey)}
            </Typography>
          </Box>
        </ListCardText>
      )}
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES, hideOnSinglePage: true }}
      toolbar={
        query.data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('surveyAnswer.company.count', { count: query.data.total })}
          </Typography>
        )
      }
    />
  );
}
