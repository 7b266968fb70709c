import { InformationList } from '../../../features/informations/components/information-list.tsx';

/** /student/information: every notice the student has received, read or not. */
export default function StudentInformationsPage() {
  return <InformationList />;
}
