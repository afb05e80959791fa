import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that start(seconds) begins; 0 when idle. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
