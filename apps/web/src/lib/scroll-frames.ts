/**
 * Calls `listener` with the page's scroll position at most once per animation frame while the page
 * scrolls, and with `atStart` once in the next frame as well. The position is read only in frames,
 * where the browser lays the page out anyway: read in a scroll handler or during a commit, it can
 * force a layout of its own. Returns the function that stops listening.
 */
export function watchScrollInFrames(
  listener: (scrollY: number) => void,
  { atStart = false }: { atStart?: boolean } = {},
): () => void {
  const update = () => {
    frame = 0;
    listener(window.scrollY);
  };
  let frame = atStart ? requestAnimationFrame(update) : 0;
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
