import { type SetStateAction, useCallback, useEffect, useState } from 'react';
import { useMediaMatch } from '../../../../hooks/use-media-match.ts';
import { stepIndex } from './slideshow-index.ts';

/** Long enough to read a title and its line of plot. */
export const SLIDE_INTERVAL_MS = 7_000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// False while a server-rendered page hydrates (the server cannot know), then the visitor's setting.
const usePrefersReducedMotion = (): boolean => useMediaMatch(reducedMotionQuery, false);

/**
 * State of the slideshow: the current slide and whether it advances on its own. It never does
 * for visitors who asked for reduced motion, and it holds while the pointer or focus is inside
 * (`hovered`, `focused`), while the tab is hidden, and after the visitor pressed pause.
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !stopped && !reducedMotion && count > 1;
  const advancing = playing && !hovered && !focused;

  const moveTo = useCallback((next: SetStateAction<number>) => {
    setMoved(true);
    setIndex(next);
  }, []);

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') moveTo((current) => stepIndex(current, 1, count));
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [advancing, count, moveTo]);

  const step = useCallback(
    (delta: number) => moveTo((current) => stepIndex(current, delta, count)),
    [count, moveTo],
  );
  const goTo = useCallback((target: number) => moveTo(stepIndex(target, 0, count)), [count, moveTo]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    /** The visitor has seen another slide than the first: slides now enter with a transition. */
    moved,
    step,
    goTo,
    playing,
    /** Autoplay is possible at all (more than one slide, motion allowed): the pause button shows. */
    canPlay: !reducedMotion && count > 1,
    togglePlaying: () => setStopped((current) => !current),
    setHovered,
    setFocused,
  };
}
