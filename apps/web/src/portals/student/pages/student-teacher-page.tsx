import { TeacherProfileList } from '../../../features/teachers/components/teacher-profile-list.tsx';

/** /student/teacher: the school's teachers. */
export default function StudentTeacherPage() {
  return <TeacherProfileList area="student" />;
}
