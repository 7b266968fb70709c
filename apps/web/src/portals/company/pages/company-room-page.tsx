import { useTranslation } from 'react-i18next';
import { PortalRoomList } from '../../../features/rooms/components/portal-room-list.tsx';

/** /company/room: the company's students' rooms, read-only, with status and waiting time. */
export default function CompanyRoomPage() {
  useTranslation(['rooms']);
  return <PortalRoomList area="company" />;
}
