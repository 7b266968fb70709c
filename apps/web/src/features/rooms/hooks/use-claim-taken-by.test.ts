import type { RoomClaim } from '@manabiya/domain/contracts/rooms';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClaimTakenBy } from './use-claim-taken-by.ts';

const until = new Date(Date.now() + 20 * 60_000).toISOString();
const mine: RoomClaim = { staff_id: 12, staff_name: '講師 一郎', expires_at: until, mine: true };
const theirs: RoomClaim = { staff_id: 13, staff_name: '講師 二郎', expires_at: until, mine: false };

describe("the holder's note when their claim is taken (issue 21)", () => {
  it('names who took it, once the claim moves from the caller to someone else, until dismissed or taken back', () => {
    let claim: RoomClaim | null = mine;
    const hook = renderHook(() => useClaimTakenBy(claim));
    expect(hook.result.current.name).toBeNull();
    claim = theirs;
    hook.rerender();
    expect(hook.result.current.name).toBe('講師 二郎');
    act(() => hook.result.current.dismiss());
    expect(hook.result.current.name).toBeNull();
    claim = { ...mine };
    hook.rerender();
    claim = { ...theirs };
    hook.rerender();
    expect(hook.result.current.name).toBe('講師 二郎');
    claim = { ...mine };
    hook.rerender();
    expect(hook.result.current.name).toBeNull();
  });

  it("says nothing when the caller's claim ends (released, judged, expired) or someone else's changes hands", () => {
    let claim: RoomClaim | null = mine;
    const hook = renderHook(() => useClaimTakenBy(claim));
    claim = null;
    hook.rerender();
    expect(hook.result.current.name).toBeNull();
    claim = theirs;
    hook.rerender();
    claim = { ...theirs, staff_id: 14, staff_name: '講師 三郎' };
    hook.rerender();
    expect(hook.result.current.name).toBeNull();
  });
});
