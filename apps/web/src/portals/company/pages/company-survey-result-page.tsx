import { matchPath, useLocation } from 'react-router';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';
import { CompanySurveyResults } from '../../../features/surveys/company/company-survey-results.tsx';

/** /company/test/survey/:id: a survey's figures over the company's own students, shown from 5 respondents. */
export default function CompanySurveyResultPage() {
  const { pathname } = useLocation();
  const id = Number(matchPath('/company/test/survey/:id', pathname)?.params.id);
  if (!Number.isInteger(id) || id <= 0) return <PortalNotFound homePath="/company/test" />;
  return <CompanySurveyResults key={id} surveyId={id} backPath="/company/test?tab=survey" />;
}
