import { StudentMessageBody } from '@manabiya/domain/contracts/rooms';
import { useCheckedSubmit } from '../../../lib/use-checked-submit.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useSendStudentMessage } from '../api/room-student-api.ts';
import { useRoomRefusal } from './use-room-refusal.ts';

/**
 * Sends a student's question or submission once (a double click sends one) with its `files`: checks
 * the body by the contract, says `sentMessage` and calls `onSent` when it went; a refusal of the room
 * (409) closes the dialog with the server's reason, any other failure stays on it as `error`.
 */
export function useStudentMessageSender({ roomId, messageType, files, sentMessage, onSent, onRefused }: {
  roomId: number;
  messageType: StudentMessageBody['message_type'];
  files: File[];
  sentMessage: string;
  onSent: () => void;
  onRefused: () => void;
}) {
  const showSnackbar = useSnackbar();
  const refusal = useRoomRefusal();
  const send = useSendStudentMessage();
  const { submit, invalid, error } = useCheckedSubmit({
    rule: StudentMessageBody.shape.body,
    send: (body) => send.mutateAsync({ roomId, message_type: messageType, body, files }),
    onSent: () => {
      showSnackbar(sentMessage);
      onSent();
    },
    takeRefusal: refusal,
    onRefused,
  });
  return { sendMessage: submit, invalid, error, pending: send.isPending };
}
