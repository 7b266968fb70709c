import { CompanyStudentList } from '../../../features/students/components/company-student-list.tsx';

/** /company/student: the company's own students. */
export default function CompanyStudentPage() {
  return <CompanyStudentList />;
}
