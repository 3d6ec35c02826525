import { useEffect, useState } from 'react';

/** Seconds left from `start`, ticking once a second; `restart` begins again from a new value. */
export function useCountdown(start: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + start * 1000);
  const [left, setLeft] = useState(start);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return { left, restart: (seconds: number) => setDeadline(Date.now() + seconds * 1000) };
}
