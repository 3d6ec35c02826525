import { startTransition, useEffect, useState } from 'react';

interface ComesNearOptions {
  /** The scrolling element the target moves in; the viewport when left out. */
  root?: () => Element | null | undefined;
  /** How far outside the root still counts as near (IntersectionObserver's `rootMargin`). */
  rootMargin: string;
  /** Watch only while there is something to reveal. */
  enabled?: boolean;
}

/**
 * Whether an element has come near the visible part of its scroller: false until an
 * IntersectionObserver sees it within `rootMargin`, then true for good. The change is a
 * transition, so what it reveals renders in short slices instead of one task that blocks a scroll
 * or a page load. Where there is no IntersectionObserver (old browsers, jsdom) it is true at once.
 * `target` and `root` are read when watching starts (they usually read refs).
 */
export function useComesNear(
  target: () => Element | null | undefined,
  { root, rootMargin, enabled = true }: ComesNearOptions,
): boolean {
  // Not near on the server (which has no IntersectionObserver either), so hydration draws the same.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: target and root are getters of refs, new each render; what they return is read when watching starts.
  useEffect(() => {
    const element = target();
    if (near || !enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { root: root?.() ?? null, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, enabled, rootMargin]);
  return near;
}
