import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlPlugin } from './rtl-plugin.ts';

/**
 * Emotion cache that mirrors every style for right-to-left (margin-left → margin-right, …).
 * `prepend` puts MUI's styles first so the plain stylesheets in `global.css` (which must not be
 * mirrored) win on equal specificity. The server renders each page with a cache of its own
 * (`entry-server.tsx`), whose styles it extracts into the page's head; the browser's, created
 * before hydration, takes those style elements over.
 */
export const createRtlCache = (): EmotionCache =>
  createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });

export const rtlCache = createRtlCache();
