/**
 * Colours of a missing poster, derived from a stable seed (usually the title id) so a title keeps
 * its colour on every page and neighbouring cards differ.
 */
export function placeholderColors(seed: string | number): { from: string; to: string } {
  const text = String(seed);
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  const hue = Math.abs(hash) % 360;
  return { from: `hsl(${hue} 45% 30%)`, to: `hsl(${(hue + 40) % 360} 55% 12%)` };
}
