import { useTranslation } from 'react-i18next';
import { PortalRoomList } from '../../../features/rooms/components/portal-room-list.tsx';

/** /student/room: the student's rooms with their status and unread messages. */
export default function StudentRoomPage() {
  useTranslation(['rooms']);
  return <PortalRoomList area="student" />;
}
