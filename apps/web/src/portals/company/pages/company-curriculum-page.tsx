import { useTranslation } from 'react-i18next';
import { CompanyCurriculumView } from '../../../features/progress/components/company-curriculum-view.tsx';

const NAMESPACES = ['progress'] as const;

/** /company/curriculum: the content of the courses the company's students take, read only. */
export default function CompanyCurriculumPage() {
  useTranslation(NAMESPACES);
  return <CompanyCurriculumView />;
}
