import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlPlugin } from './rtl-plugin.ts';

/**
 * Emotion cache that mirrors every style for right-to-left (margin-left → margin-right, …).
 * `prepend` puts MUI's styles first so the plain stylesheets in `global.css` (which must not be
 * mirrored) win on equal specificity.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true });
