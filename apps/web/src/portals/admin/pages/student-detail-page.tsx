import { STUDY_DAYS_DEFAULT } from '@manabiya/domain/contracts/progress';
import type { StudentItem } from '@manabiya/domain/contracts/students';
import { can } from '@manabiya/domain/permissions/section-permissions';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InvitationPendingChip } from '../../../components/data-table/account-status-chips.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { studentDetailQuery, studentHistoryQuery } from '../../../features/students/api/student-api.ts';
import { StudentFormDialog } from '../../../features/students/components/student-form-dialog.tsx';
import { useInitInputLabels, useStudentFieldLabels } from '../../../features/students/components/use-student-labels.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { AdminDetailPage } from '../../../components/admin-list/admin-detail-page.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { studentProgressQuery } from '../../../features/progress/api/progress-api.ts';
import { StudentProgressPanel } from '../../../features/progress/components/student-progress-panel.tsx';
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';
import { adminRoomPath } from '../../../features/rooms/paths.ts';
import { StudentReports } from '../../../features/reports/components/student-reports.tsx';
import { StudentTestResults } from '../../../features/tests/components/student-test-results.tsx';

/** The catalogues this page and its dialogs show, beyond the admin portal's own. */
const NAMESPACES = ['students', 'progress', 'testTaking'] as const;

function StudentFacts({ student }: { student: StudentItem }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat().date;
  const statusLabel = useEnumLabel('studentStatus');
  const retireReasonLabel = useEnumLabel('retireReason');
  const courseModeLabel = useEnumLabel('courseMode');
  const genderLabel = useEnumLabel('gender');
  const { initInputLabel } = useInitInputLabels();
  const user = useSignedInUser();
  const canOpenCompany = can(user?.section_permissions, 'company_detail', 'read');
  // The status as the enrolment rule reads it (終了予定日超過 once the end date has passed with steps left), from the progress answer the panel below reads too.
  const progress = useQuery(studentProgressQuery('admin', student.id, STUDY_DAYS_DEFAULT));
  const enrolment = progress.data?.enrolment;
  const facts: Array<[string, ReactNode]> = [
    [t('admin.fields.nameKana'), student.name_kana ?? ''],
    [t('admin.fields.email'), student.email],
    [
      t('admin.student.company'),
      canOpenCompany ? (
        <Link component={RouterLink} to={`/admin/company/${student.company_id}`}>
          {student.company_name}
        </Link>
      ) : (
        student.company_name
      ),
    ],
    [t('admin.student.consulting'), student.consulting ? t('admin.yes') : t('admin.no')],
    [
      t('admin.student.status'),
      enrolment ? (
        <EnrolmentChip key="status" state={enrolment.state} status={student.status} />
      ) : progress.isError ? (
        statusLabel(student.status)
      ) : (
        <Skeleton key="status" variant="rounded" width={88} height={24} />
      ),
    ],
    ...(student.retire_reason !== null || student.retire_date
      ? ([
          [t('admin.student.retireReason'), retireReasonLabel(student.retire_reason)],
          [t('admin.student.retireDate'), formatDate(student.retire_date)],
        ] satisfies Array<[string, string]>)
      : []),
    [t('admin.student.course'), student.course_name ?? ''],
    [t('admin.student.grade'), student.grade ?? ''],
    [t('admin.student.courseMode'), courseModeLabel(student.course_mode)],
    [t('admin.student.startDate'), formatDate(student.start_date)],
    [t('admin.student.endDate'), formatDate(student.end_date)],
    [t('admin.student.birthday'), formatDate(student.birthday)],
    [t('admin.student.gender'), genderLabel(student.gender)],
    [t('admin.student.prefecture'), student.prefecture_name ?? ''],
    [t('admin.student.initInput'), initInputLabel(student.init_input_flg)],
    [t('admin.fields.createdAt'), formatDate(student.created_at)],
  ];
  return <FactList facts={facts} />;
}

/** /admin/student/:id (section student_detail): the student, their progress, study time, daily reports and self-checks, their test results (with section test), and their history. */
export default function StudentDetailPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const fieldLabels = useStudentFieldLabels();
  const permissions = useSignedInUser()?.section_permissions;
  const canReadRooms = can(permissions, 'room', 'read');
  // Test results are the tests section's data (DESIGN §5: a list declares the section whose data it returns).
  const canReadTests = can(permissions, 'test', 'read');
  return (
    <AdminDetailPage
      section="student"
      listPath="/admin/student"
      backLabel={t('admin.student.backToList')}
      detailQuery={studentDetailQuery}
      historyQuery={studentHistoryQuery}
      title={(student) => (
        <>
          {student.name}
          {!student.password_set && <InvitationPendingChip ml={1} />}
        </>
      )}
      facts={(student) => <StudentFacts student={student} />}
      sections={(_student, id) => (
        <>
          <StudentProgressPanel area="admin" studentId={id} roomPath={canReadRooms ? adminRoomPath : undefined} />
          <StudentReports area="admin" studentId={id} />
          {canReadTests && <StudentTestResults area="admin" studentId={id} />}
        </>
      )}
      history={{ fieldLabels }}
      form={(student, onClose) => <StudentFormDialog student={student} onClose={onClose} />}
    />
  );
}
