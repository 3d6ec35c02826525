import type { SlideshowItem } from '@pardeh/contract';
import { imageAtWidth } from '@pardeh/contract/images';
import { placeholderColors } from '../../../../components/poster-image/placeholder-colors.ts';

/**
 * The slide's background: the backdrop when there is one, else a poster blown up and blurred by
 * the browser's `background`, else (the demo catalogue) a designed light in the title's colour.
 * Always with the shades that keep the text on it readable. The backdrop comes at the stored width
 * closest above `width` and lies over the light, which shows while it loads or if it fails.
 */
export function slideBackground(item: Pick<SlideshowItem, 'id' | 'backdrop'>, width: number): string {
  const { from, to } = placeholderColors(item.id);
  const shades = [
    'linear-gradient(270deg, rgba(11,11,13,0.92) 0%, rgba(11,11,13,0.6) 45%, rgba(11,11,13,0.15) 100%)',
    'linear-gradient(0deg, #0b0b0d 0%, rgba(11,11,13,0) 40%)',
  ];
  const image = item.backdrop
    ? [`url("${encodeURI(imageAtWidth(item.backdrop, width))}") center / cover no-repeat`]
    : [];
  const light = [
    `radial-gradient(70% 90% at 15% 35%, ${from} 0%, transparent 70%)`,
    `radial-gradient(50% 60% at 90% 100%, rgba(31,191,154,0.18) 0%, transparent 70%)`,
    `linear-gradient(135deg, ${to} 0%, #0b0b0d 90%)`,
  ];
  return [...shades, ...image, ...light].join(', ');
}
