import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { useFocusAfter, type FocusTarget } from '../../../lib/use-focus-after.ts';
import { useClaimRoom, useReleaseRoom } from '../api/room-admin-api.ts';
import { useRoomRefusal } from '../hooks/use-room-refusal.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useRoomLabels } from './use-room-labels.ts';

/**
 * "レビュー中にする": tells every other teacher, live, that this room is being reviewed (for 30
 * minutes, renewed by claiming again); the holder releases it when done. Offered only while the room
 * waits on a teacher (the room machine's rule, which the server applies too); a claim still held once
 * the room waits on the student can only be released. Someone else's claim shows as the header's chip
 * and offers nothing here (taking it over is offered in the composer's place, take-over-offer.tsx);
 * a claim taken first by another is refused with their name.
 */
export function ClaimControl({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const labels = useRoomLabels();
  const showSnackbar = useSnackbar();
  const errorText = useErrorText();
  const refusal = useRoomRefusal();
  const once = useSingleFlight();
  const claim = useClaimRoom();
  const release = useReleaseRoom();
  const busy = claim.isPending || release.isPending;
  // Each action replaces the button pressed: the focus follows to the button that takes its place.
  const claimButton = useRef<HTMLButtonElement>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const releaseButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useFocusAfter();
  /** Once claimed: renew, else release (undefined until the room shows the claim as mine). */
  const heldButtons: FocusTarget = () => (releaseButton.current ? (renewButton.current ?? releaseButton.current) : undefined);
  /** Once released: claim again, or the page title when the room no longer waits on a teacher. */
  const claimAgain: FocusTarget = () => (releaseButton.current ? undefined : claimButton.current);
  const run = (action: typeof claim, done: (expiresAt: string | null) => string, focusNext: FocusTarget) =>
    void once(async () => {
      try {
        const answer = await action.mutateAsync(room.id);
        showSnackbar(done(answer.claim?.expires_at ?? null));
        moveFocus(focusNext);
      } catch (error) {
        if (!refusal(error)) showSnackbar(errorText(error), 'error');
      }
    });
  if (!room.abilities.can_claim) return null;
  const reviewable = room.waiting_on === 'teacher';
  if (room.claim?.mine) {
    return (
      <>
        {reviewable && (
          <Button
            ref={renewButton}
            size="small"
            onClick={() => run(claim, (until) => t('rooms.claim.renewed', { time: until ? labels.time(until) : '' }), heldButtons)}
            disabled={busy}
            data-testid="room-claim-renew"
          >
            {t('rooms.claim.renew', { time: labels.time(room.claim.expires_at) })}
          </Button>
        )}
        <Button ref={releaseButton} variant="outlined" size="small" onClick={() => run(release, () => t('rooms.claim.released'), claimAgain)} disabled={busy} data-testid="room-release">
          {t('rooms.claim.release')}
        </Button>
      </>
    );
  }
  if (!reviewable) return null;
  return (
    <Button
      ref={claimButton}
      variant="outlined"
      size="small"
      startIcon={<RateReviewIcon />}
      onClick={() => run(claim, (until) => t('rooms.claim.taken', { time: until ? labels.time(until) : '' }), heldButtons)}
      disabled={busy}
      data-testid="room-claim-button"
    >
      {t('rooms.claim.take')}
    </Button>
  );
}
