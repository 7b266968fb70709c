import { useTranslation } from 'react-i18next';
import { ProgressList } from '../../../features/progress/components/progress-list.tsx';

const NAMESPACES = ['progress'] as const;

/** /company/student/progress: the company's own students' progress, filtered by how far behind they are. */
export default function CompanyProgressPage() {
  useTranslation(NAMESPACES);
  return <ProgressList area="company" studentPath={(id) => `/company/student/${id}`} />;
}
