import SchoolIcon from '@mui/icons-material/School';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';

/** A student without a course: what will be here and whom to ask, not an error. */
export function NoCourse() {
  const { t } = useTranslation('learning');
  return <EmptyState icon={SchoolIcon} title={t('learning.map.noCourseTitle')} lead={t('learning.map.noCourseLead')} testId="no-course" />;
}
