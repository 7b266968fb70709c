import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { listReturnPath } from '../hooks/use-list-return.ts';
import { ROOM_PATHS } from '../paths.ts';
import { ClaimChip } from './claim-chip.tsx';
import { RoomStatusChip } from './room-status-chip.tsx';
import { WaitingChip } from './waiting-chip.tsx';

interface RoomHeaderProps {
  room: RoomDetail;
  now: number;
  /** Who reads the room: the list it goes back to, whether it names the student (staff and companies read other people's rooms), how its waiting time is said. */
  reader: 'staff' | 'company' | 'student';
  /** Buttons at the right of the title (claim, judge, the step's page). */
  actions?: ReactNode;
}

/** The top of a room: back to the list, the step as the title, where it sits in the course, its status and how long it has waited. */
export function RoomHeader({ room, now, reader, actions }: RoomHeaderProps) {
  const { t } = useTranslation();
  // A room opened from the queue carries the queue's filters (decision 045): back is to the queue as it was.
  const { search } = useLocation();
  const backTo = reader === 'staff' && search ? `${ROOM_PATHS.admin}${search}` : listReturnPath(ROOM_PATHS[reader === 'staff' ? 'admin' : reader]);
  const showStudent = reader !== 'student';
  const place = [room.course?.name, room.curriculum.name].filter(Boolean).join(' / ');
  return (
    <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} size="small">
          {reader === 'staff' ? t('rooms.queue.back') : t('rooms.list.back')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {place}
          </Typography>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="room-title">
            {room.step.title}
          </Typography>
          {showStudent && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="room-student">
              {t('rooms.thread.studentOf', { student: room.student.name, company: room.student.company_name })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <RoomStatusChip status={room.status} />
            <WaitingChip room={room} now={now} reader={reader} />
            <ClaimChip claim={room.claim} />
          </Box>
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
