import { useTranslation } from 'react-i18next';
import { CompanyRoomView } from '../../../features/rooms/components/company-room-view.tsx';
import { useRoomId } from '../../../features/rooms/hooks/use-room-id.ts';
import { ROOM_PATHS } from '../../../features/rooms/paths.ts';
import { PortalNotFound } from '../../../shell/portal-not-found.tsx';

/** /company/room/:id: a room of the company's own student, read-only. */
export default function CompanyRoomDetailPage() {
  useTranslation(['rooms']);
  const id = useRoomId(ROOM_PATHS.companyRoom);
  if (id === null) return <PortalNotFound homePath={ROOM_PATHS.company} />;
  return <CompanyRoomView key={id} id={id} />;
}
