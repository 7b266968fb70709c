import type { RoomClaim } from '@manabiya/domain/contracts/rooms';
import { useState } from 'react';

/**
 * Who took the caller's claim, seen as the room changes live under the page (decision 038): the
 * claim was the caller's and is now someone else's. Cleared when the caller holds the room again
 * or dismisses the note.
 */
export function useClaimTakenBy(claim: RoomClaim | null): { name: string | null; dismiss: () => void } {
  const [seen, setSeen] = useState(claim);
  const [name, setName] = useState<string | null>(null);
  if (claim !== seen) {
    setSeen(claim);
    if (seen?.mine && claim && !claim.mine) setName(claim.staff_name);
    else if (claim?.mine) setName(null);
  }
  return { name, dismiss: () => setName(null) };
}
