import Box from '@mui/material/Box';
import { matchPath, useLocation } from 'react-router';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';
import { SurveyById } from '../../../features/surveys/answering/survey-by-id.tsx';

/** /student/survey/:id: any survey the student is asked (a satisfaction survey linked from an event), answered once. */
export default function StudentSurveyPage() {
  const { pathname } = useLocation();
  const id = Number(matchPath('/student/survey/:id', pathname)?.params.id);
  if (!Number.isInteger(id) || id <= 0) return <PortalNotFound homePath="/student" />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <SurveyById key={id} surveyId={id} homePath="/student" />
    </Box>
  );
}
