import { useTranslation } from 'react-i18next';
import { CompanyTestList } from '../../../features/tests/company/company-test-list.tsx';

const NAMESPACES = ['testTaking'] as const;

/** /company/test: the tests the company's students take, with how many finished and passed. */
export default function CompanyTestPage() {
  useTranslation(NAMESPACES);
  return <CompanyTestList />;
}
