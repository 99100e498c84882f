import { useEffect, useState } from 'react';

/** The current instant, refreshed every `intervalMs` (relative times such as 'hace 2 minutos'). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
