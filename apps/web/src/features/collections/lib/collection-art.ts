import { imageAtWidth } from '@pardeh/contract/images';
import { placeholderColors } from '../../../components/poster-image/placeholder-colors.ts';

/**
 * A collection's banner: its cover (at the stored width closest above `width`) over layered
 * gradients in the colour its id picks, the same colour its posters' placeholders use; the
 * gradients alone while the cover loads, if it fails, or without one (every demo collection).
 */
export function collectionBackground(id: number, cover: string | null, width: number): string {
  const { from, to } = placeholderColors(`collection-${id}`);
  const layers = [
    'linear-gradient(0deg, rgba(11,11,13,0.95) 0%, rgba(11,11,13,0.35) 55%, rgba(11,11,13,0.1) 100%)',
    cover ? `url("${encodeURI(imageAtWidth(cover, width))}") center / cover no-repeat` : null,
    `radial-gradient(90% 120% at 100% 0%, ${from} 0%, transparent 70%)`,
    `linear-gradient(135deg, ${to} 0%, #0b0b0d 100%)`,
  ];
  return layers.filter(Boolean).join(', ');
}
