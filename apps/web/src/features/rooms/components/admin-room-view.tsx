import { RoomJudgeBody, RoomRedoBody, type RoomDetail, type RoomMessage } from '@manabiya/domain/contracts/rooms';
import { ROOM_CHECK_STATUS, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { adminEarlierMessages, adminRoomQuery, markAdminRoomSeen, useEditStaffMessage, useJudgeRoom, useRedoRoom } from '../api/room-admin-api.ts';
import { useClaimTakenBy } from '../hooks/use-claim-taken-by.ts';
import { useMarkRoomRead } from '../hooks/use-mark-room-read.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRoomDraft } from '../hooks/use-room-draft.ts';
import { useThread } from '../hooks/use-thread.ts';
import { AssignmentPanel } from './assignment-panel.tsx';
import { ClaimControl } from './claim-control.tsx';
import { MessageEditDialog } from './message-edit-dialog.tsx';
import { NextRoomNotice } from './next-room-notice.tsx';
import { RoomHeader } from './room-header.tsx';
import { RoomThread } from './room-thread.tsx';
import { SnippetMenu, withSnippet } from './snippet-menu.tsx';
import { EMPTY_STAFF_DRAFT, parseStaffDraft, StaffComposer, type Verdict } from './staff-composer.tsx';
import { TakeOverOffer } from './take-over-offer.tsx';
import { TextConfirmDialog } from './text-confirm-dialog.tsx';

// The texts are checked by the contract's own rules before they are sent.
const FEEDBACK = RoomJudgeBody.shape.body;
const REASON = RoomRedoBody.shape.reason;

/**
 * A room as staff review it: the thread beside the step's assignment (stacked on a phone), the
 * claim, the composer with snippets, and the OK / NG judgement and the redo, each confirmed with
 * its text. Read-only staff see the thread and the assignment only. While someone else holds the
 * room, 「引き継ぐ」 takes the composer's place (decision 038); a holder whose claim is taken is told by whom.
 * Shown to a teacher who may answer, the room is marked seen (reading it alone changes nothing).
 */
export function AdminRoomView({ id }: { id: number }) {
  const room = useQuery(adminRoomQuery(id));
  // A failed refresh keeps the room on screen (the connection banner speaks of an outage).
  if (!room.data) return room.error ? <ErrorMessage error={room.error} /> : <Skeleton variant="rounded" height={420} />;
  // Each room its own state: its draft, its dialogs.
  return <LoadedRoom key={room.data.id} room={room.data} />;
}

function LoadedRoom({ room: data }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const now = useNow();
  const thread = useThread(data, (before) => adminEarlierMessages(data.id, before));
  const judge = useJudgeRoom();
  const redo = useRedoRoom();
  const edit = useEditStaffMessage();
  // The reply being written is kept in this browser until it is sent (or judged with).
  const { draft, setDraft, restored, discard } = useRoomDraft(data.id, 'reply', EMPTY_STAFF_DRAFT, parseStaffDraft);
  const [judging, setJudging] = useState<Verdict | null>(null);
  // Judged on this page: 「次のルームへ」 is offered (decision 045).
  const [judged, setJudged] = useState(false);
  const [redoing, setRedoing] = useState(false);
  const [editing, setEditing] = useState<RoomMessage | null>(null);
  const takenBy = useClaimTakenBy(data.claim);
  useMarkRoomRead(data, data.check_status === ROOM_CHECK_STATUS.unchecked, markAdminRoomSeen);
  const ok = judging === ROOM_STATUS.ok;
  // An OK starts from the catalogue's words when the composer is empty; an NG needs the teacher's own (decision 045).
  const okDefault = t('rooms.judge.okDefault');
  const feedbackStart = draft.text.trim() ? draft.text : ok ? okDefault : '';
  const headerActions = (
    <>
      <ClaimControl room={data} />
      {data.abilities.can_redo && (
        <Button variant="outlined" size="small" startIcon={<ReplayIcon />} onClick={() => setRedoing(true)} data-testid="redo-open">
          {t('rooms.redo.open')}
        </Button>
      )}
    </>
  );
  return (
    <Stack spacing={2} data-testid="admin-room">
      <RoomHeader room={data} now={now} reader="staff" actions={headerActions} />
      {takenBy.name !== null && (
        <Alert severity="warning" onClose={takenBy.dismiss} data-testid="claim-taken-notice">
          {t('rooms.takeOver.takenFromMe', { name: takenBy.name })}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={2}>
            <Box sx={{ display: { md: 'none' } }}>
              <AssignmentPanel step={data.step} />
            </Box>
            <RoomThread thread={thread} ownSide="staff" now={now} onEdit={setEditing} />
            {judged && judging === null && <NextRoomNotice roomId={data.id} />}
            {data.abilities.can_reply ? (
              <StaffComposer room={data} draft={draft} onDraftChange={setDraft} onJudge={setJudging} restored={restored ? { onDiscard: discard } : undefined} />
            ) : data.abilities.can_take_over && data.claim ? (
              <TakeOverOffer roomId={data.id} claim={data.claim} />
            ) : (
              <Alert severity="info">{t('rooms.composer.readOnly')}</Alert>
            )}
          </Stack>
        </Grid>
        <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0, alignSelf: 'stretch' }}>
          <AssignmentPanel step={data.step} beside />
        </Grid>
      </Grid>
      {judging !== null && (
        <TextConfirmDialog
          title={ok ? t('rooms.judge.okTitle') : t('rooms.judge.ngTitle')}
          lead={ok ? t('rooms.judge.okLead', { student: data.student.name }) : t('rooms.judge.ngLead', { student: data.student.name })}
          caution={draft.files.length > 0 ? t('rooms.judge.filesNotSent', { count: draft.files.length }) : undefined}
          label={t('rooms.judge.feedback')}
          initialText={feedbackStart}
          rule={FEEDBACK}
          // A snippet takes the place of the untouched default, else joins what is written.
          tools={(text, setText) => <SnippetMenu currentText={text} onInsert={(snippet) => setText(text === okDefault ? snippet : withSnippet(text, snippet))} />}
          confirmLabel={ok ? t('rooms.judge.okConfirm') : t('rooms.judge.ngConfirm')}
          confirmColor={ok ? 'success' : 'error'}
          busy={judge.isPending}
          onConfirm={async (body) => {
            await judge.mutateAsync({ room_id: data.id, status: judging, body });
            // Files do not travel with a judgement: they stay, to be sent as a reply.
            setDraft({ ...EMPTY_STAFF_DRAFT, files: draft.files });
            setJudged(true);
            showSnackbar(ok ? t('rooms.judge.okDone') : t('rooms.judge.ngDone'));
          }}
          onClose={() => setJudging(null)}
          data-testid="judge-dialog"
        />
      )}
      {redoing && (
        <TextConfirmDialog
          title={t('rooms.redo.title')}
          lead={t('rooms.redo.lead', { student: data.student.name })}
          label={t('rooms.redo.reason')}
          initialText=""
          rule={REASON}
          confirmLabel={t('rooms.redo.confirm')}
          confirmColor="primary"
          busy={redo.isPending}
          onConfirm={async (reason) => {
            await redo.mutateAsync({ room_id: data.id, reason });
            showSnackbar(t('rooms.redo.done'));
          }}
          onClose={() => setRedoing(false)}
          data-testid="redo-dialog"
        />
      )}
      {editing && <MessageEditDialog message={editing} save={edit.mutateAsync} saving={edit.isPending} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
