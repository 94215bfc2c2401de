import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: enough for "5 minutes ago" labels and marker colours that
 * turn gray when a report is overdue, without re-rendering on every second.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
