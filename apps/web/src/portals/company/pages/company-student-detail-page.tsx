import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { STUDY_DAYS_DEFAULT } from '@manabiya/domain/contracts/progress';
import { companyStudentQuery } from '../../../features/students/api/company-student-api.ts';
import { studentProgressQuery } from '../../../features/progress/api/progress-api.ts';
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';
import { StudentProgressPanel } from '../../../features/progress/components/student-progress-panel.tsx';
import { companyRoomPath } from '../../../features/rooms/paths.ts';
import { StudentReports } from '../../../features/reports/components/student-reports.tsx';
import { StudentTestResults } from '../../../features/tests/components/student-test-results.tsx';
import { CompanyStudentProfileCard } from '../../../features/students/components/company-student-profile.tsx';
import { isApiError } from '../../../lib/api-error.ts';

const LIST_PATH = '/company/student';
const DETAIL_PATH = '/company/student/:id';

function StudentNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={PersonSearchIcon}
      tone="disabled"
      title={t('companyPortal.studentDetail.notFoundTitle')}
      lead={t('companyPortal.studentDetail.notFoundLead')}
      testId="student-not-found"
    />
  );
}

/** /company/student/:id — one of the company's students with their progress and daily reports; another company's id is "not found". */
const NAMESPACES = ['progress', 'testTaking'] as const;

export default function CompanyStudentDetailPage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  // The portal is one splat route, so the id is read from the path by the menu item's pattern.
  const { pathname } = useLocation();
  const rawId = matchPath(DETAIL_PATH, pathname)?.params.id;
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : null;
  const query = useQuery({ ...companyStudentQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  // The enrolment (受講中, 終了予定日超過 …) is the progress answer's, which the panel below reads too (the same query).
  const progress = useQuery({ ...studentProgressQuery('company', id ?? 0, STUDY_DAYS_DEFAULT), enabled: id !== null && query.isSuccess });
  const enrolment = progress.data?.enrolment;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('companyPortal.studentDetail.back')}
      </Button>
      {notFound ? (
        <StudentNotFound />
      ) : query.error ? (
        <ErrorMessage error={query.error} />
      ) : query.data ? (
        <>
          {/* Until the enrolment is known, a placeholder rather than a status it may contradict (受講中 for one past the end date); the bare status if it cannot be read. */}
          <CompanyStudentProfileCard
            student={query.data}
            status={enrolment ? <EnrolmentChip state={enrolment.state} status={query.data.status} /> : progress.isError ? undefined : <Skeleton variant="rounded" width={88} height={24} />}
          />
          <Stack spacing={2} sx={{ mt: 2 }}>
            <StudentProgressPanel area="company" studentId={query.data.id} roomPath={companyRoomPath} />
            <StudentReports area="company" studentId={query.data.id} />
            <StudentTestResults area="company" studentId={query.data.id} />
          </Stack>
        </>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('form.loading')} />
        </Box>
      )}
    </Box>
  );
}
