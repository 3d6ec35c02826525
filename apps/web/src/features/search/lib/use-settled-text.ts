import { useEffect, useState } from 'react';
import { canSearchLive } from './search-rules.ts';

/**
 * The trimmed text once it has been quiet for `delayMs`, or `null` while the user is still typing
 * or the text is too short for a live search. Turning `null` on each keystroke is what cancels an
 * older request still in flight.
 */
export function useSettledText(text: string, delayMs: number): string | null {
  const trimmed = text.trim();
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(trimmed), delayMs);
    return () => window.clearTimeout(timer);
  }, [trimmed, delayMs]);
  return settled === trimmed && canSearchLive(trimmed) ? trimmed : null;
}
