import { type ImageKind, imageWidths } from '@pardeh/contract';
import { Resvg } from '@resvg/resvg-js';
import { type EncodedWidth, encodeRawImage, type RawPixels } from '../images/encode-image.ts';
import { artworkFontOptions } from './artwork-fonts.ts';

/** An SVG drawn by resvg at the largest width its kind is stored at. */
export function rasterize(svg: string, kind: ImageKind): RawPixels {
  const widths = imageWidths[kind];
  const resvg = new Resvg(svg, {
    font: artworkFontOptions,
    fitTo: { mode: 'width', value: widths[widths.length - 1] as number },
  });
  const image = resvg.render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** A composed picture as the WebP files of every width its kind is stored at, like a fetched one. */
export const renderArtwork = (svg: string, kind: ImageKind): Promise<EncodedWidth[]> =>
  encodeRawImage(rasterize(svg, kind), kind);
