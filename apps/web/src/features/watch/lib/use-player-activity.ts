import { type RefObject, useEffect, useState } from 'react';

const IDLE_AFTER_MS = 2500;
const WAKE_EVENTS = ['pointermove', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Whether the viewer is using the player: a pointer moved or pressed, a key or focus inside it in
 * the last 2.5 s. Listens on the player's frame, the parent of the overlay layer `layer` is.
 */
export function usePlayerActivity(layer: RefObject<HTMLElement | null>): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const frame = layer.current?.parentElement;
    if (!frame) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      setActive(true);
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), IDLE_AFTER_MS);
    };
    wake();
    for (const name of WAKE_EVENTS) frame.addEventListener(name, wake);
    return () => {
      clearTimeout(timer);
      for (const name of WAKE_EVENTS) frame.removeEventListener(name, wake);
    };
  }, [layer]);
  return active;
}
