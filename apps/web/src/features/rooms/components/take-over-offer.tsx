import type { RoomClaim } from '@manabiya/domain/contracts/rooms';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useTakeOverRoom } from '../api/room-admin-api.ts';
import { useRoomRefusal } from '../hooks/use-room-refusal.ts';
import { useRoomLabels } from './use-room-labels.ts';

/**
 * Someone else holds the room (decision 038): in place of the composer, who it is and until when,
 * and 「引き継ぐ」, confirmed by naming them. The server takes over only the claim of the person the
 * confirmation named (someone else by now is a 409 that reloads the room); the take-over is recorded
 * and the holder's page says who took it.
 */
export function TakeOverOffer({ roomId, claim }: { roomId: number; claim: RoomClaim }) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const showSnackbar = useSnackbar();
  const refusal = useRoomRefusal();
  const takeOver = useTakeOverRoom();
  const [confirming, setConfirming] = useState(false);
  const name = claim.staff_name;
  return (
    <>
      <Alert severity="info" data-testid="take-over-offer">
        <AlertTitle>{t('rooms.takeOver.heldTitle', { name, time: labels.time(claim.expires_at) })}</AlertTitle>
        {t('rooms.takeOver.heldLead')}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" startIcon={<SwapHorizIcon />} onClick={() => setConfirming(true)} data-testid="take-over-open">
            {t('rooms.takeOver.open')}
          </Button>
        </Box>
      </Alert>
      <ConfirmDialog
        open={confirming}
        title={t('rooms.takeOver.title', { name })}
        message={t('rooms.takeOver.message', { name })}
        confirmLabel={t('rooms.takeOver.confirm')}
        destructive={false}
        onConfirm={async () => {
          try {
            const answer = await takeOver.mutateAsync({ id: roomId, holderId: claim.staff_id });
            showSnackbar(t('rooms.takeOver.done', { name: answer.taken_from.name, time: labels.time(answer.claim.expires_at) }));
          } catch (error) {
            // Someone else took it meanwhile, or it was let go of: the snackbar says so, the room reloads, the dialog closes.
            if (!refusal(error)) throw error;
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
