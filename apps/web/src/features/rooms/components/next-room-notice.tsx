import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { adminNextRoomQuery } from '../api/room-admin-api.ts';
import { useQueueSearch } from '../hooks/use-queue-search.ts';
import { adminRoomPath, ROOM_PATHS } from '../paths.ts';

/**
 * Shown once a teacher has judged the room (decision 045): which room of the queue comes next — the
 * first waiting on a teacher in the queue's order and filters, which the room's address carries —
 * and 「次のルームへ」 to open it with the same filters; with nothing left, the way back to the queue.
 * It takes the focus the judgement dialog leaves behind, so the next review is one key away.
 */
export function NextRoomNotice({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const { search, nextQuery } = useQueueSearch();
  const next = useQuery(adminNextRoomQuery(roomId, nextQuery));
  const button = useRef<HTMLAnchorElement>(null);
  const ready = next.data !== undefined;
  useEffect(() => {
    if (ready) button.current?.focus();
  }, [ready]);
  if (next.error) return <ErrorMessage error={next.error} />;
  const room = next.data?.room;
  const target = room ? adminRoomPath(room.id, search) : `${ROOM_PATHS.admin}${search}`;
  return (
    <Alert
      severity="success"
      data-testid="next-room"
      action={
        <Button
          ref={button}
          component={RouterLink}
          to={target}
          variant={room ? 'contained' : 'outlined'}
          color="success"
          size="small"
          endIcon={room ? <ArrowForwardIcon /> : undefined}
          disabled={!ready}
          sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
          data-testid="next-room-open"
        >
          {room ? t('rooms.next.open') : t('rooms.queue.back')}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { pt: 0, ml: { xs: 0, sm: 'auto' } } }}
    >
      {!ready ? t('rooms.next.loading') : room ? t('rooms.next.lead', { student: room.student.name, step: room.step.title, count: next.data.remaining }) : t('rooms.next.none')}
    </Alert>
  );
}
