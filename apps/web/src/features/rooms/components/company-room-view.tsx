import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/error-message.tsx';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { companyEarlierMessages, companyRoomQuery } from '../api/room-company-api.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useThread } from '../hooks/use-thread.ts';
import { AssignmentPanel } from './assignment-panel.tsx';
import { RoomHeader } from './room-header.tsx';
import { RoomThread } from './room-thread.tsx';

/** A room of the company's own student, read-only: its status, how long it has waited, the assignment and the conversation. */
export function CompanyRoomView({ id }: { id: number }) {
  const room = useQuery(companyRoomQuery(id));
  // A failed refresh keeps the room on screen (the connection banner speaks of an outage).
  if (!room.data) return room.error ? <ErrorMessage error={room.error} /> : <Skeleton variant="rounded" height={420} />;
  return <LoadedRoom room={room.data} />;
}

function LoadedRoom({ room }: { room: RoomDetail }) {
  const now = useNow();
  const thread = useThread(room, (before) => companyEarlierMessages(room.id, before));
  return (
    <Stack spacing={2} data-testid="company-room">
      <RoomHeader room={room} now={now} reader="company" />
      <AssignmentPanel step={room.step} />
      <RoomThread thread={thread} ownSide="student" now={now} />
    </Stack>
  );
}
