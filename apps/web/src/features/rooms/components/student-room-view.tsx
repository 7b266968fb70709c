import type { RoomDetail, RoomMessage } from '@manabiya/domain/contracts/rooms';
import type { TeacherActionType } from '@manabiya/domain/enums/rooms';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { markStudentRoomRead, studentEarlierMessages, studentRoomQuery, useEditStudentMessage, useMarkMessage } from '../api/room-student-api.ts';
import { useMarkRoomRead } from '../hooks/use-mark-room-read.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRoomDraft } from '../hooks/use-room-draft.ts';
import { useThread } from '../hooks/use-thread.ts';
import { AssignmentPanel } from './assignment-panel.tsx';
import { MessageEditDialog } from './message-edit-dialog.tsx';
import { EMPTY_QUESTION, parseQuestionDraft, QuestionDialog } from './question-dialog.tsx';
import { RoomHeader } from './room-header.tsx';
import { RoomThread } from './room-thread.tsx';
import { EMPTY_SUBMISSION, parseSubmissionDraft, SubmitDialog } from './submit-dialog.tsx';

interface StudentRoomViewProps {
  id: number;
  /** The step's own page (the learning feature's route), given by the portal. */
  stepHref: (stepId: number) => string;
}

/**
 * A student's room as a chat: the teachers on the left, the student's own messages on the right,
 * the assignment folded above. Two clearly different actions: 「質問する」 (the question template)
 * and 「課題を提出する」, which says why it is not possible while a submission waits or after OK.
 * Teachers' messages take a good / bad mark; the student's own last message can be edited for 10 minutes.
 * While it is shown, the teachers' messages are marked read (reading the room alone changes nothing).
 */
export function StudentRoomView({ id, stepHref }: StudentRoomViewProps) {
  const room = useQuery(studentRoomQuery(id));
  // A failed refresh keeps the room on screen (the connection banner speaks of an outage).
  if (!room.data) return room.error ? <ErrorMessage error={room.error} /> : <Skeleton variant="rounded" height={420} />;
  // Each room its own state: its drafts, its dialogs.
  return <LoadedRoom key={room.data.id} room={room.data} stepHref={stepHref} />;
}

function LoadedRoom({ room: data, stepHref }: { room: RoomDetail; stepHref: StudentRoomViewProps['stepHref'] }) {
  const { t } = useTranslation();
  const blockedId = useId();
  const showSnackbar = useSnackbar();
  const errorText = useErrorText();
  const now = useNow();
  const thread = useThread(data, (before) => studentEarlierMessages(data.id, before));
  const edit = useEditStudentMessage();
  const mark = useMarkMessage();
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // What is being written is kept in this browser until it is sent.
  const question = useRoomDraft(data.id, 'question', EMPTY_QUESTION, parseQuestionDraft);
  const submission = useRoomDraft(data.id, 'submission', EMPTY_SUBMISSION, parseSubmissionDraft);
  const [editing, setEditing] = useState<RoomMessage | null>(null);
  useMarkRoomRead(data, data.unread_count > 0, markStudentRoomRead);
  const onMark = (message: RoomMessage, next: TeacherActionType | null) =>
    mark.mutate(
      { id: message.id, mark: next },
      {
        // An answer older than the room's latest messages is not read again with the room: it takes its mark here.
        onSuccess: (saved) => thread.patch(saved.message_id, { mark: saved.mark }),
        onError: (error) => showSnackbar(errorText(error), 'error'),
      },
    );
  const blocked = !data.abilities.can_submit && data.submit_blocked_reason;
  const headerActions = (
    <Button component={RouterLink} to={stepHref(data.step.id)} size="small" startIcon={<MenuBookIcon />}>
      {t('rooms.thread.openStep')}
    </Button>
  );
  return (
    <Stack spacing={2} data-testid="student-room">
      <RoomHeader room={data} now={now} reader="student" actions={headerActions} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {data.abilities.can_question && (
          <Button variant="outlined" size="large" startIcon={<HelpOutlineIcon />} onClick={() => setAsking(true)} data-testid="open-question">
            {t('rooms.question.open')}
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<UploadIcon />}
          onClick={() => setSubmitting(true)}
          disabled={!data.abilities.can_submit}
          aria-describedby={blocked ? blockedId : undefined}
          data-testid="open-submit"
        >
          {t('rooms.submit.open')}
        </Button>
      </Box>
      {blocked && (
        <Alert severity="info" id={blockedId} data-testid="submit-blocked">
          {blocked}
        </Alert>
      )}
      <AssignmentPanel step={data.step} />
      <RoomThread
        thread={thread}
        ownSide="student"
        now={now}
        onEdit={setEditing}
        marking={data.abilities.can_mark ? { onMark, busy: mark.isPending } : undefined}
      />
      {asking && (
        <QuestionDialog
          roomId={data.id}
          draft={question.draft}
          onDraftChange={question.setDraft}
          onClose={() => setAsking(false)}
          restored={question.restored ? { onDiscard: question.discard } : undefined}
        />
      )}
      {submitting && (
        <SubmitDialog
          roomId={data.id}
          draft={submission.draft}
          onDraftChange={submission.setDraft}
          onClose={() => setSubmitting(false)}
          restored={submission.restored ? { onDiscard: submission.discard } : undefined}
        />
      )}
      {editing && <MessageEditDialog message={editing} save={edit.mutateAsync} saving={edit.isPending} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
