import { HEADER_HEIGHT } from '../../../../config/layout.ts';

/**
 * The slideshow's box, shared by the slideshow and the placeholder shown while its code loads,
 * so the page does not move when one replaces the other. It slides under the transparent header.
 */
export const slideshowFrameSx = {
  position: 'relative',
  mt: `-${HEADER_HEIGHT}px`,
  pt: `${HEADER_HEIGHT + 40}px`,
  pb: { xs: 4, sm: 6 },
  minHeight: { xs: 520, sm: 540, md: 560 },
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
} as const;

export const SLIDESHOW_PLACEHOLDER_BACKGROUND =
  'radial-gradient(60% 70% at 85% 20%, rgba(31,191,154,0.16) 0%, transparent 70%), #111114';
