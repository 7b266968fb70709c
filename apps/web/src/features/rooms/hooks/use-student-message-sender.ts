import { StudentMessageBody } from '@manabiya/domain/contracts/rooms';
import { useState } from 'react';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useSendStudentMessage } from '../api/room-student-api.ts';
import { useRoomRefusal } from './use-room-refusal.ts';
import { useSingleFlight } from './use-single-flight.ts';

/**
 * Sends a student's question or submission once (a double click sends one): checks the body by the
 * contract, says `sentMessage` and calls `onSent` when it went; a refusal of the room (409) closes
 * the dialog with the server's reason, any other failure stays on it as `error`.
 */
export function useStudentMessageSender({ roomId, messageType, sentMessage, onSent, onRefused }: {
  roomId: number;
  messageType: StudentMessageBody['message_type'];
  sentMessage: string;
  onSent: () => void;
  onRefused: () => void;
}) {
  const showSnackbar = useSnackbar();
  const contractMessage = useContractMessage();
  const refusal = useRoomRefusal();
  const once = useSingleFlight();
  const send = useSendStudentMessage();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const sendMessage = (body: string, files: File[]) =>
    once(async () => {
      const checked = StudentMessageBody.shape.body.safeParse(body);
      if (!checked.success) {
        setInvalid(contractMessage(checked.error.issues[0]?.message) ?? null);
        return;
      }
      setInvalid(null);
      setError(null);
      try {
        await send.mutateAsync({ roomId, message_type: messageType, body: checked.data, files });
        showSnackbar(sentMessage);
        onSent();
      } catch (caught) {
        if (refusal(caught)) onRefused();
        else setError(caught);
      }
    });
  return { sendMessage, invalid, error, pending: send.isPending };
}
