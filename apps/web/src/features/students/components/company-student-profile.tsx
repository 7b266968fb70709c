import type { CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import type { ReactNode } from 'react';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { EnrolmentChip } from '../../../components/enrolment-chip.tsx';

/**
 * One of the company's students: who they are and their course. `status`, when given, replaces the
 * status chip (the page gives the enrolment, which also says when the end date has passed, and a
 * placeholder until it is known); the start and end dates are in the progress beside the plan's, each
 * with what it means (decision 043).
 */
export function CompanyStudentProfileCard({ student, status }: { student: CompanyStudentProfile; status?: ReactNode }) {
  const { t } = useTranslation();
  const formatDay = useDateFormat().date;
  const dash = t('companyPortal.notSet');
  const courseModeLabel = useEnumLabel('courseMode');
  const facts: Array<[string, string]> = [
    [t('companyPortal.fields.email'), student.email],
    [t('companyPortal.fields.course'), student.course_name ?? dash],
    [t('companyPortal.fields.courseMode'), courseModeLabel(student.course_mode) || dash],
    [t('companyPortal.fields.grade'), student.grade ?? dash],
  ];
  if (student.retire_date) facts.push([t('companyPortal.fields.retireDate'), formatDay(student.retire_date) || dash]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-testid="company-student-profile">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        {student.profile_icon_path ? (
          <Avatar src={student.profile_icon_path} alt="" sx={{ width: 72, height: 72 }} />
        ) : (
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main' }}>
            <PersonIcon sx={{ fontSize: 44 }} aria-hidden />
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {student.name}
          </Typography>
          {student.name_kana && <Typography color="text.secondary">{student.name_kana}</Typography>}
          <Box sx={{ mt: 0.5 }}>
            {status === undefined ? <EnrolmentChip state={student.enrolment_state} status={student.status} /> : status}
          </Box>
        </Box>
      </Box>
      <FactList variant="profile" facts={facts} />
    </Paper>
  );
}
