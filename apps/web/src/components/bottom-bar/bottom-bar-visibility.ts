import { BOTTOM_BAR_SCROLL_THRESHOLD } from '../../config/layout.ts';

/**
 * Whether the mobile bottom bar shows after the page scrolled from `previousY` to `currentY`:
 * scrolling down past the threshold shows it, scrolling up hides it, anything else keeps it.
 */
export function nextBottomBarVisibility(
  visible: boolean,
  previousY: number,
  currentY: number,
  threshold = BOTTOM_BAR_SCROLL_THRESHOLD,
): boolean {
  if (currentY > previousY) return currentY > threshold ? true : visible;
  if (currentY < previousY) return false;
  return visible;
}
