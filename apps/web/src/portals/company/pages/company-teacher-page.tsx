import { TeacherProfileList } from '../../../features/teacher-profiles/components/teacher-profile-list.tsx';

/** /company/teacher: the school's teachers. */
export default function CompanyTeacherPage() {
  return <TeacherProfileList area="company" />;
}
