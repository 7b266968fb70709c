import { useTranslation } from 'react-i18next';
import { AdminRoomView } from '../../../features/rooms/components/admin-room-view.tsx';
import { useRoomId } from '../../../features/rooms/hooks/use-room-id.ts';
import { ROOM_PATHS } from '../../../features/rooms/paths.ts';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

/** /admin/room/:id (section room): a room's thread beside its assignment, to answer, claim, judge or ask for a redo. */
export default function RoomDetailPage() {
  useTranslation(['rooms']);
  const id = useRoomId(ROOM_PATHS.adminRoom);
  if (id === null) return <PortalNotFound homePath={ROOM_PATHS.admin} />;
  // A new room starts with a fresh draft.
  return <AdminRoomView key={id} id={id} />;
}
