/**
 * Arrow-key movement through `count` options: down from "none" lands on the first, up from "none"
 * on the last, and both wrap around. -1 means no option is highlighted.
 */
export function moveActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
