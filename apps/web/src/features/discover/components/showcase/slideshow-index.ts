/** Index arithmetic of the slideshow: stepping wraps around both ends. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** How far a finger must travel sideways before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 48;

/**
 * The step a horizontal swipe asks for: +1 (next), -1 (previous) or 0 (a tap or a scroll). In a
 * right-to-left page the next slide waits on the left, so a finger moving right (dx > 0) pulls it
 * in; left-to-right pages are the mirror image. A mostly vertical gesture is a page scroll.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  const towardsNext = rtl ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/** Arrow keys follow the reading direction: in RTL, ArrowLeft moves forward. */
export function arrowKeyStep(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  return 0;
}
