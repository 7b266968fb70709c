import { TeacherProfileList } from '../../../features/teachers/components/teacher-profile-list.tsx';

/** /company/teacher: the school's teachers. */
export default function CompanyTeacherPage() {
  return <TeacherProfileList area="company" />;
}
