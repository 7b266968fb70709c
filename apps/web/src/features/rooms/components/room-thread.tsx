import type { RoomMessage } from '@manabiya/domain/contracts/rooms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import type { Thread } from '../hooks/use-thread.ts';
import { MessageBubble, type MessageMarking } from './message-bubble.tsx';

interface RoomThreadProps {
  thread: Thread;
  /** Whose messages are the reader's side (on the right): the student's for students and companies, the teachers' for staff. */
  ownSide: RoomMessage['author']['kind'];
  now: number;
  onEdit?: (message: RoomMessage) => void;
  marking?: MessageMarking;
}

/** The conversation of a room, oldest first, as chat bubbles; earlier messages load on request above them. */
export function RoomThread({ thread, ownSide, now, onEdit, marking }: RoomThreadProps) {
  const { t } = useTranslation();
  const { messages } = thread;
  if (messages.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="room-thread-empty">
        {t('rooms.thread.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      {thread.remaining > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
          <Button variant="outlined" size="small" onClick={thread.loadEarlier} disabled={thread.loading} data-testid="thread-earlier">
            {thread.loading ? t('rooms.thread.loadingEarlier') : t('rooms.thread.earlier', { count: thread.remaining })}
          </Button>
        </Box>
      )}
      {thread.error !== null && <ErrorMessage error={thread.error} sx={{ mb: 1.5 }} />}
      <Box component="ol" aria-label={t('rooms.thread.label')} sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="room-thread">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} own={message.author.kind === ownSide} now={now} onEdit={onEdit} marking={marking} />
        ))}
      </Box>
    </Box>
  );
}
