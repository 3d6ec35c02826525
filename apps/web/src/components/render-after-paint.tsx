import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useServerRender } from '../hooks/use-server-render.ts';

export interface RenderAfterPaintProps {
  children: ReactNode;
  placeholder: ReactNode;
  /**
   * Rendered at once in the server's HTML, and so while the browser hydrates it: content a page
   * entered from outside must carry (a title's plot and cast, for search engines and readers).
   */
  onServer?: boolean;
}

/**
 * Renders its children only after the page has painted once, as a transition: the first screen
 * above them commits and shows without waiting for them, and on a slow phone the largest thing
 * on screen appears sooner. Until then the placeholder holds their place.
 */
export function RenderAfterPaint({ children, placeholder, onServer = false }: RenderAfterPaintProps) {
  const serverRender = useServerRender();
  const [painted, setPainted] = useState(onServer && serverRender);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timeout, just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted ? children : placeholder;
}
