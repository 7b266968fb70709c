import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (a minute by default): waiting times on screen keep counting. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
