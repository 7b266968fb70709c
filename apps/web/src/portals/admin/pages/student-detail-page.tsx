import type { StudentItem } from '@manabiya/domain/contracts/students';
import { can } from '@manabiya/domain/permissions/section-permissions';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useFormatDate } from '../../../components/data-table/use-format-date.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { HistoryList } from '../../../components/history-list.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';
import { studentDetailQuery, studentHistoryQuery } from '../../../features/students/api/student-api.ts';
import { StudentFormDialog } from '../../../features/students/components/student-form-dialog.tsx';
import { useStudentFieldLabels, useStudentLabels } from '../../../features/students/components/use-student-labels.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactList } from '../../../components/fact-list.tsx';

function StudentFacts({ student }: { student: StudentItem }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const labels = useStudentLabels();
  const user = useSignedInUser();
  const canOpenCompany = can(user?.section_permissions, 'company_detail', 'read');
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
    [t('admin.student.status'), labels.statusLabel(student.status)],
    ...(student.retire_reason !== null || student.retire_date
      ? ([
          [t('admin.student.retireReason'), labels.retireReasonLabel(student.retire_reason)],
          [t('admin.student.retireDate'), formatDate(student.retire_date)],
        ] satisfies Array<[string, string]>)
      : []),
    [t('admin.student.grade'), student.grade ?? ''],
    [t('admin.student.courseMode'), labels.courseModeLabel(student.course_mode)],
    [t('admin.student.startDate'), formatDate(student.start_date)],
    [t('admin.student.endDate'), formatDate(student.end_date)],
    [t('admin.student.birthday'), formatDate(student.birthday)],
    [t('admin.student.gender'), labels.genderLabel(student.gender)],
    [t('admin.student.prefecture'), student.prefecture_name ?? ''],
    [t('admin.student.initInput'), labels.initInputLabel(student.init_input_flg)],
    [t('admin.fields.createdAt'), formatDate(student.created_at)],
  ];
  return <FactList facts={facts} />;
}

/** /admin/student/:id (section student_detail): the student and their history. */
export default function StudentDetailPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const fieldLabels = useStudentFieldLabels();
  // The portal matches its pages itself (one splat route), so the id is read from the path.
  const { pathname } = useLocation();
  const id = Number(matchPath('/admin/student/:id', pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const student = useQuery({ ...studentDetailQuery(id), enabled: valid });
  const history = useQuery({ ...studentHistoryQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const canEdit = can(user?.section_permissions, 'student', 'write');
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/admin/student" startIcon={<ArrowBackIcon />} size="small">
          {t('admin.student.backToList')}
        </Button>
      </Box>
      {student.error && <ErrorMessage error={student.error} />}
      {student.data && (
        <>
          <DetailSection
            title={
              <>
                {student.data.name}
                {!student.data.password_set && (
                  <Chip size="small" variant="outlined" label={t('admin.invitationPending')} sx={{ ml: 1, color: '#8a4500', borderColor: 'warning.main' }} />
                )}
              </>
            }
            action={
              canEdit && (
                <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('form.edit')}
                </Button>
              )
            }
          >
            <StudentFacts student={student.data} />
          </DetailSection>
          <DetailSection title={t('list.history')}>
            {history.error && <ErrorMessage error={history.error} />}
            <HistoryList entries={history.data} fieldLabels={fieldLabels} />
          </DetailSection>
          {editing && <StudentFormDialog student={student.data} onClose={() => setEditing(false)} />}
        </>
      )}
    </Stack>
  );
}
