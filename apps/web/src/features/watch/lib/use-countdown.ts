import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running` (a pause holds the count) and calls
 * `onDone` once at zero. Starts again from `seconds` only in a new mount (give it a key).
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  const fired = useRef(false);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        done.current();
      }
      return;
    }
    const timer = setTimeout(() => setLeft((count) => count - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left]);
  return Math.max(0, left);
}
