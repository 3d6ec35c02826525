import { MOBILE_BREAKPOINT } from '../config/layout.ts';
import { useMediaMatch } from './use-media-match.ts';

/** The media query of the phone layout: 675px or narrower. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

/**
 * True at 675px or narrower; read synchronously so the first render already picks the right menu.
 * Undefined while a server-rendered page hydrates (see useMediaMatch).
 */
export const useIsMobile = (): boolean | undefined => useMediaMatch(MOBILE_MEDIA_QUERY);
