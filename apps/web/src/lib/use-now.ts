import { useEffect, useState } from 'react';

/** The page's clock, renewed every `everyMs` (a minute by default): waiting times and "from" times on screen keep up. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
