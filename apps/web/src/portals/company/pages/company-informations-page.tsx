import { InformationList } from '../../../features/informations/components/information-list.tsx';

/** /company/information: every notice the company user has received, read or not. */
export default function CompanyInformationsPage() {
  return <InformationList />;
}
