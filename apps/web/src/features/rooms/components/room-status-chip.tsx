import { ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRoomLabels } from './use-room-labels.ts';

const COLOR: Record<number, ChipProps['color']> = {
  [ROOM_STATUS.studying]: 'default',
  [ROOM_STATUS.submitted]: 'primary',
  [ROOM_STATUS.ng]: 'error',
  [ROOM_STATUS.ok]: 'success',
};

/** A room's status: 学習中 (quiet), 提出済み (waiting for a judgement), NG, OK. */
export function RoomStatusChip({ status }: { status: number }) {
  const labels = useRoomLabels();
  const color = COLOR[status] ?? 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={labels.status(status)} data-testid="room-status" data-status={status} />;
}
