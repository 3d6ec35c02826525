import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

// Vazirmatn's TTF files from its npm package: resvg shapes with them (Arabic joining, ZWNJ,
// right-to-left) and no system font is looked at, so a picture renders the same on every machine.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json')),
  'fonts/ttf',
);

export const FONT_FAMILY = 'Vazirmatn';

export const artworkFontOptions: ResvgRenderOptions['font'] = {
  fontFiles: ['Regular', 'Medium', 'Bold', 'Black'].map((weight) =>
    path.join(fontDir, `Vazirmatn-${weight}.ttf`),
  ),
  loadSystemFonts: false,
  defaultFontFamily: FONT_FAMILY,
};
