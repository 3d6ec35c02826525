/**
 * Horizontal scrolling of a title row that is right-to-left. Browsers follow the CSSOM rule: in
 * an RTL scroller `scrollLeft` is 0 at the start (the right edge) and goes negative towards the
 * end, so "forward" means a negative `left` for `scrollBy`.
 */

/**
 * The `left` to pass to `scrollBy` for one page forward (+1) or back (-1): most of the visible
 * width, so the last card of one page is the first of the next and the eye keeps its place.
 */
export function pageScrollLeft(clientWidth: number, direction: 1 | -1, rtl: boolean): number {
  const distance = Math.max(1, Math.round(clientWidth * 0.85));
  const forwardSign = rtl ? -1 : 1;
  return distance * direction * forwardSign;
}
