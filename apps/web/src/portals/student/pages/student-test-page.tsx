import { useTranslation } from 'react-i18next';
import { StudentTestList } from '../../../features/tests/taking/student-test-list.tsx';

const NAMESPACES = ['testTaking'] as const;

/** /student/test: the tests of the student's course with where they stand in each. */
export default function StudentTestPage() {
  useTranslation(NAMESPACES);
  return <StudentTestList />;
}
