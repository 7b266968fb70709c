import { useTranslation } from 'react-i18next';
import { stepPath } from '../../../features/learning/paths.ts';
import { StudentRoomView } from '../../../features/rooms/components/student-room-view.tsx';
import { useRoomId } from '../../../features/rooms/hooks/use-room-id.ts';
import { ROOM_PATHS } from '../../../features/rooms/paths.ts';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

/** /student/room/:id: an own room as a chat, with the question template and the submission. */
export default function StudentRoomDetailPage() {
  useTranslation(['rooms']);
  const id = useRoomId(ROOM_PATHS.studentRoom);
  if (id === null) return <PortalNotFound homePath={ROOM_PATHS.student} />;
  return <StudentRoomView key={id} id={id} stepHref={stepPath} />;
}
