/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<Item>(items: readonly Item[], index: number, step: -1 | 1): Item[] {
  const target = index + step;
  const moved = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return moved;
  [moved[index], moved[target]] = [moved[target] as Item, moved[index] as Item];
  return moved;
}

/** Whether two ordered lists of ids differ (a save would change something). */
export const orderChanged = (a: readonly number[], b: readonly number[]): boolean =>
  a.length !== b.length || a.some((id, index) => id !== b[index]);
