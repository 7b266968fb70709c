const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0-based): doubling from 1 s, capped at 30 s, up to a
 * fifth less so that tabs dropped together by a server restart do not all return at once. The live
 * socket and the connection banner's probe both wait by it.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - random() * 0.2));
}
