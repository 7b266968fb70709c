/*
 * The attempt's clock is the server's (decision 048): every answer of the server carries its time,
 * and the page corrects its own clock by the difference, so a wrong clock or a throttled tab changes
 * nothing. Pure, so the timer and its tests read the same arithmetic.
 */

/** One measurement of how far the server's clock is ahead of the page's (ms; negative when behind). */
export interface ClockSample {
  offsetMs: number;
  /** How long the call took: the offset is known to within half of it. */
  roundTripMs: number;
}

/**
 * The offset measured by one call: the server read its clock somewhere between the page sending and
 * receiving, so the midpoint of the two is the page's best guess of the same moment.
 */
export function measureClockOffset(serverNow: string, sentAt: number, receivedAt: number): ClockSample | null {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server) || receivedAt < sentAt) return null;
  return { offsetMs: server - (sentAt + receivedAt) / 2, roundTripMs: receivedAt - sentAt };
}

/** The server's time now, as the page's clock corrected by the offset. */
export const serverTimeNow = (pageNow: number, offsetMs: number): number => pageNow + offsetMs;

/** Milliseconds left until the deadline (never below 0); null without a deadline. */
export function remainingMs(deadlineAt: string | null, pageNow: number, offsetMs: number): number | null {
  if (deadlineAt === null) return null;
  const deadline = Date.parse(deadlineAt);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, deadline - serverTimeNow(pageNow, offsetMs));
}

/** "1:05:09", "4:59", "0:07": the time left as a clock shows it (rounded up, so 0:00 means the end). */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The warnings the timer gives as the end nears: 5 minutes, then 1 minute. */
export const TIME_WARNINGS_MS = [5 * 60_000, 60_000] as const;

/** The last warning whose threshold the time left has reached (null before the first). */
export function warningOf(remaining: number | null): (typeof TIME_WARNINGS_MS)[number] | null {
  if (remaining === null) return null;
  let reached: (typeof TIME_WARNINGS_MS)[number] | null = null;
  for (const threshold of TIME_WARNINGS_MS) if (remaining <= threshold) reached = threshold;
  return reached;
}
