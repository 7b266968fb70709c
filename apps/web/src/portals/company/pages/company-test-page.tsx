import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanySurveyList } from '../../../features/surveys/company/company-survey-list.tsx';
import { CompanyTestList } from '../../../features/tests/company/company-test-list.tsx';

const NAMESPACES = ['testTaking', 'surveyAnswer'] as const;

type TestPageTab = 'test' | 'survey';

/**
 * /company/test: the tests the company's students take, with how many finished and passed, and in
 * the second tab (`?tab=survey`) the surveys they are asked, with the company's response rate.
 */
export default function CompanyTestPage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TestPageTab = params.get('tab') === 'survey' ? 'survey' : 'test';
  // Each tab's list keeps its own paging; switching starts the other from its first page.
  const select = (next: TestPageTab) => setParams(next === 'survey' ? { tab: 'survey' } : {});
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: TestPageTab) => select(next)} aria-label={t('surveyAnswer.company.tabsLabel')}>
          <Tab value="test" label={t('surveyAnswer.company.testsTab')} id="company-tab-test" aria-controls="company-panel" />
          <Tab value="survey" label={t('surveyAnswer.company.surveysTab')} id="company-tab-survey" aria-controls="company-panel" data-testid="company-survey-tab" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="company-panel" aria-labelledby={`company-tab-${tab}`}>
        {tab === 'survey' ? <CompanySurveyList /> : <CompanyTestList />}
      </Box>
    </>
  );
}
