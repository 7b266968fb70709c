import { useTranslation } from 'react-i18next';
import { CompanyTestResults } from '../../../features/tests/company/company-test-results.tsx';

const NAMESPACES = ['testTaking'] as const;

/** /company/test/result: the company's own students' results (filters: test, name, passed). */
export default function CompanyTestResultPage() {
  useTranslation(NAMESPACES);
  return <CompanyTestResults studentPath={(id) => `/company/student/${id}`} />;
}
