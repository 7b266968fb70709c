import { can } from '@manabiya/domain/permissions/section-permissions';
import { useTranslation } from 'react-i18next';
import { ProgressList } from '../../../features/progress/components/progress-list.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';

const NAMESPACES = ['progress'] as const;

/** /admin/student/progress (section student_progress, read): every student's progress; a name opens the student for student_detail readers. */
export default function StudentProgressPage() {
  // Suspends (the loading overlay) until these catalogues are loaded (docs/decisions/020).
  useTranslation(NAMESPACES);
  const user = useSignedInUser();
  const canOpen = can(user?.section_permissions, 'student_detail', 'read');
  return <ProgressList area="admin" studentPath={canOpen ? (id) => `/admin/student/${id}` : null} />;
}
