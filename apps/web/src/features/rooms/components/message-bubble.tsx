import type { RoomMessage } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_EDIT_MINUTES, MESSAGE_TYPE, ROOM_STATUS, TEACHER_ACTION_TYPE, type TeacherActionType } from '@manabiya/domain/enums/rooms';
import EditIcon from '@mui/icons-material/Edit';
import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import { useRoomLabels } from './use-room-labels.ts';

/** A student's good / bad mark on a teacher's message, as the thread offers it. */
export interface MessageMarking {
  onMark: (message: RoomMessage, mark: TeacherActionType | null) => void;
  busy: boolean;
}

interface MessageBubbleProps {
  message: RoomMessage;
  /** The reader's side wrote it: shown on the right. */
  own: boolean;
  now: number;
  onEdit?: (message: RoomMessage) => void;
  marking?: MessageMarking;
}

function Verdict({ verdict }: { verdict: number | null }) {
  const { t } = useTranslation();
  if (verdict === ROOM_STATUS.ok) return <Alert severity="success" sx={{ py: 0, mb: 1 }} data-testid="message-verdict">{t('rooms.verdict.ok')}</Alert>;
  if (verdict === ROOM_STATUS.ng) return <Alert severity="error" sx={{ py: 0, mb: 1 }} data-testid="message-verdict">{t('rooms.verdict.ng')}</Alert>;
  if (verdict === ROOM_STATUS.studying) return <Alert severity="warning" sx={{ py: 0, mb: 1 }} data-testid="message-verdict">{t('rooms.verdict.redo')}</Alert>;
  return null;
}

function Marks({ message, marking }: { message: RoomMessage; marking: MessageMarking }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={message.mark}
      disabled={marking.busy}
      // Choosing the mark already given takes it back (null).
      onChange={(_event, next: TeacherActionType | null) => marking.onMark(message, next)}
      aria-label={t('rooms.marks.label')}
      data-testid="message-marks"
    >
      <ToggleButton value={TEACHER_ACTION_TYPE.good} aria-label={t('rooms.marks.good')} title={t('rooms.marks.good')} sx={{ py: 0.25 }}>
        <ThumbUpIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value={TEACHER_ACTION_TYPE.bad} aria-label={t('rooms.marks.bad')} title={t('rooms.marks.bad')} sx={{ py: 0.25 }}>
        <ThumbDownIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * One message of a thread as a chat bubble: the reader's own side on the right, the other side on
 * the left with its author; its kind (question, submission, answer), time and "edited", a judgement
 * it carried, the Markdown body (never HTML), files, and what the reader may do with it.
 */
export function MessageBubble({ message, own, now, onEdit, marking }: MessageBubbleProps) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const byStaff = message.author.kind === 'staff';
  const editable = onEdit && message.can_edit && now - new Date(message.created_at).getTime() < MESSAGE_EDIT_MINUTES * 60_000;
  const submission = message.message_type === MESSAGE_TYPE.assignment;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', display: 'flex', gap: 1, flexDirection: own ? 'row-reverse' : 'row', alignItems: 'flex-start' }}
      data-testid="room-message"
      data-own={own}
      data-author={message.author.kind}
      data-type={message.message_type}
    >
      {!own && (
        <Avatar src={message.author.icon_path ?? undefined} alt="" sx={{ width: 36, height: 36, display: { xs: 'none', sm: 'flex' }, bgcolor: byStaff ? 'secondary.main' : 'primary.main' }}>
          {message.author.name.slice(0, 1)}
        </Avatar>
      )}
      <Paper
        variant="outlined"
        sx={(theme) => ({
          px: { xs: 1.5, sm: 2 },
          py: 1.25,
          minWidth: 0,
          width: { xs: '100%', sm: 'auto' },
          maxWidth: { xs: '100%', sm: '85%' },
          borderRadius: 2,
          bgcolor: own ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
          borderColor: submission ? 'primary.main' : 'divider',
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.75 }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            {message.author.name}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {byStaff ? t('rooms.thread.teacher') : t('rooms.thread.student')}
          </Typography>
          <Chip size="small" variant={submission ? 'filled' : 'outlined'} color={submission ? 'primary' : 'default'} label={labels.messageType(message.message_type)} sx={{ height: 22 }} />
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.created_at}>
            {labels.dateTime(message.created_at)}
          </Typography>
          {message.edited_at && (
            <Typography component="span" variant="caption" color="text.secondary" title={labels.dateTime(message.edited_at)} data-testid="message-edited">
              {t('rooms.thread.edited')}
            </Typography>
          )}
        </Box>
        <Verdict verdict={message.verdict} />
        <SafeMarkdown text={message.body} />
        <MessageAttachments attachments={message.attachments} />
        {(editable || (marking && byStaff)) && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            {editable && (
              <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(message)} data-testid="message-edit">
                {t('rooms.thread.edit')}
              </Button>
            )}
            {marking && byStaff && <Marks message={message} marking={marking} />}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
