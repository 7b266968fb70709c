import type { RoomListItem } from '@manabiya/domain/contracts/rooms';
import { ROOM_STATUS, type ReviewAgeBand } from '@manabiya/domain/enums/rooms';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TodayIcon from '@mui/icons-material/Today';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabels } from './use-room-labels.ts';

// Orange text on white misses the 4.5:1 contrast: "due today" is dark orange on a pale orange ground.
const DUE_TODAY_COLOURS = { bgcolor: '#fff3e0', color: '#8a3c00', borderColor: '#e65100', '& .MuiChip-icon': { color: '#e65100' } };

/** The whole badge, on two lines if it must: never cut with "…". */
const WHOLE = { height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '2px' } };
const DUE_TODAY: SxProps<Theme> = { ...WHOLE, ...DUE_TODAY_COLOURS };

const BAND: Record<ReviewAgeBand, { color: ChipProps['color']; variant: ChipProps['variant']; icon: ReactElement; sx: SxProps<Theme> }> = {
  within: { color: 'success', variant: 'outlined', icon: <ScheduleIcon />, sx: WHOLE },
  due_today: { color: 'default', variant: 'outlined', icon: <TodayIcon />, sx: DUE_TODAY },
  overdue: { color: 'error', variant: 'filled', icon: <ErrorIcon />, sx: WHOLE },
};

interface WaitingChipProps {
  room: Pick<RoomListItem, 'status' | 'waiting_on' | 'waiting_since' | 'age_band'>;
  now: number;
  /** Who reads it: staff see the band against the review target (their yardstick); the student reads "your turn". */
  reader: 'staff' | 'company' | 'student';
}

/**
 * How long the room has waited on a teacher, with (for staff) its band against the review target in
 * colour and in words (期限内 / 本日期限 / 期限切れ); a room waiting on its student says so quietly,
 * and a passed room says it waits on nobody (「待ちなし」). The badge wraps rather than being cut
 * where it is narrow (a phone's card).
 */
export function WaitingChip({ room, now, reader }: WaitingChipProps) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const waited = room.waiting_since ? labels.duration(now - new Date(room.waiting_since).getTime()) : null;
  if (reader === 'staff' && room.waiting_on === 'teacher' && room.age_band) {
    const band = BAND[room.age_band];
    return (
      <Chip
        size="small"
        color={band.color}
        variant={band.variant}
        icon={band.icon}
        sx={band.sx}
        label={waited ? t('rooms.waiting.band', { band: labels.ageBand(room.age_band), duration: waited }) : labels.ageBand(room.age_band)}
        data-testid="room-age-band"
        data-band={room.age_band}
      />
    );
  }
  const text =
    room.waiting_on === 'student' && room.status === ROOM_STATUS.ok
      ? t('rooms.waiting.none')
      : reader === 'student' && room.waiting_on === 'student'
      ? t('rooms.waiting.yourTurn')
      : waited
        ? t('rooms.waiting.on', { who: labels.waitingOn(room.waiting_on), duration: waited })
        : labels.waitingOn(room.waiting_on);
  return (
    <Typography component="span" variant="body2" color="text.secondary" data-testid="room-waiting">
      {text}
    </Typography>
  );
}
