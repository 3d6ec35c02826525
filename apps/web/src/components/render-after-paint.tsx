import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the page has painted once, as a transition: the first screen
 * above them commits and shows without waiting for them, and on a slow phone the largest thing
 * on screen appears sooner. Until then the placeholder holds their place.
 */
export function RenderAfterPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout, just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : placeholder;
}
