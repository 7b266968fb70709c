import { RoomReplyBody, type RoomDetail } from '@manabiya/domain/contracts/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import SendIcon from '@mui/icons-material/Send';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { useFocusAfter } from '../../../lib/use-focus-after.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useReplyRoom } from '../api/room-admin-api.ts';
import { useRoomRefusal } from '../hooks/use-room-refusal.ts';
import type { WithFiles } from '../hooks/use-room-draft.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { RestoredDraftNote } from './restored-draft-note.tsx';
import { SnippetMenu, withSnippet } from './snippet-menu.tsx';

type ReplyType = typeof MESSAGE_TYPE.question_response | typeof MESSAGE_TYPE.assignment_response;
const REPLY_TYPES: readonly number[] = [MESSAGE_TYPE.question_response, MESSAGE_TYPE.assignment_response];
export type Verdict = typeof ROOM_STATUS.ok | typeof ROOM_STATUS.ng;

/** What the teacher is answering: the student's latest question, else the assignment. */
function replyTypeFor(room: RoomDetail): ReplyType {
  const lastOfStudent = room.messages.findLast((message) => message.author.kind === 'student');
  return lastOfStudent?.message_type === MESSAGE_TYPE.question ? MESSAGE_TYPE.question_response : MESSAGE_TYPE.assignment_response;
}

/** The words of a reply being written and the kind the teacher chose (null: the one `replyTypeFor` gives). */
export interface StaffDraftWords {
  text: string;
  messageType: ReplyType | null;
}

export const EMPTY_STAFF_DRAFT: StaffDraftWords = { text: '', messageType: null };

/** What storage gave back as a reply's words, or null for anything else (a kind chosen with no text is not worth showing again). */
export function parseStaffDraft(stored: unknown): StaffDraftWords | null {
  const value = stored as Partial<Record<keyof StaffDraftWords, unknown>> | null;
  if (typeof value?.text !== 'string' || value.text.trim() === '') return null;
  const messageType = REPLY_TYPES.includes(value.messageType as number) ? (value.messageType as ReplyType) : null;
  return { text: value.text, messageType };
}

/** The text, kind and files being written, kept by the page so a judgement can take the text as its feedback. */
export type StaffDraft = WithFiles<StaffDraftWords>;

interface StaffComposerProps {
  room: RoomDetail;
  draft: StaffDraft;
  onDraftChange: (draft: StaffDraft) => void;
  /** The draft shown was kept from an earlier visit: say so, and offer to throw it away. */
  restored?: { onDiscard: () => void };
  /** OK / NG: opens the confirmation with the text as the feedback. */
  onJudge: (verdict: Verdict) => void;
}

/**
 * The teacher's answer: an answer to a question or a comment on the assignment (neither judges),
 * Markdown with its preview, files, the teacher's saved snippets, and the OK / NG judgement while a
 * submission waits.
 */
export function StaffComposer({ room, draft, onDraftChange, onJudge, restored }: StaffComposerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const showSnackbar = useSnackbar();
  const reply = useReplyRoom();
  const refusal = useRoomRefusal();
  // After a reply the focus goes back to the emptied editor, for the next one.
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const moveFocus = useFocusAfter();
  const messageType = draft.messageType ?? replyTypeFor(room);
  const setText = (text: string) => onDraftChange({ ...draft, text });
  const { submit, invalid, error } = useCheckedSubmit({
    rule: RoomReplyBody.shape.body,
    send: (body) => reply.mutateAsync({ room_id: room.id, message_type: messageType, body, files: draft.files }),
    onSent: () => {
      onDraftChange({ ...EMPTY_STAFF_DRAFT, files: [] });
      showSnackbar(t('rooms.composer.sent'));
      moveFocus(() => editorRef.current ?? undefined);
    },
    takeRefusal: refusal,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }} data-testid="staff-composer">
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('rooms.composer.staffTitle')}
      </Typography>
      <RadioGroup
        row
        aria-label={t('rooms.composer.replyType')}
        value={messageType}
        onChange={(event) => onDraftChange({ ...draft, messageType: Number(event.target.value) as ReplyType })}
        sx={{ mb: 0.5 }}
      >
        <FormControlLabel value={MESSAGE_TYPE.question_response} control={<Radio size="small" />} label={t('rooms.messageType.question_response')} />
        <FormControlLabel value={MESSAGE_TYPE.assignment_response} control={<Radio size="small" />} label={t('rooms.composer.comment')} />
      </RadioGroup>
      {error !== null && <ErrorMessage error={error} sx={{ mb: 1.5 }} />}
      {restored && <RestoredDraftNote onDiscard={restored.onDiscard} disabled={reply.isPending} />}
      <MarkdownEditor
        value={draft.text}
        onChange={setText}
        label={t('rooms.composer.body')}
        minRows={5}
        error={invalid}
        disabled={reply.isPending}
        inputRef={editorRef}
        tools={<SnippetMenu currentText={draft.text} onInsert={(text) => setText(withSnippet(draft.text, text))} />}
        data-testid="staff-composer-editor"
      />
      <Box sx={{ mt: 1 }}>
        <AttachmentPicker files={draft.files} onChange={(files) => onDraftChange({ ...draft, files })} disabled={reply.isPending} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        {room.abilities.can_judge && (
          <>
            <Button variant="outlined" color="error" startIcon={<ThumbDownIcon />} onClick={() => onJudge(ROOM_STATUS.ng)} disabled={reply.isPending} data-testid="judge-ng">
              {t('rooms.judge.ng')}
            </Button>
            <Button variant="contained" color="success" startIcon={<ThumbUpIcon />} onClick={() => onJudge(ROOM_STATUS.ok)} disabled={reply.isPending} data-testid="judge-ok">
              {t('rooms.judge.ok')}
            </Button>
          </>
        )}
        <Button variant={room.abilities.can_judge ? 'outlined' : 'contained'} startIcon={<SendIcon />} onClick={() => void submit(draft.text)} disabled={reply.isPending} sx={{ ml: 'auto' }} data-testid="reply-send">
          {reply.isPending ? t('rooms.composer.sending') : t('rooms.composer.send')}
        </Button>
      </Box>
    </Paper>
  );
}
