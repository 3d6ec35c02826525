import { type ImageKind, imageWidths } from '@pardeh/contract';
import { renderAsync } from '@resvg/resvg-js';
import { type EncodedWidth, encodeRawImage, type RawPixels } from '../images/encode-image.ts';
import { artworkFontOptions } from './artwork-fonts.ts';

/**
 * An SVG drawn by resvg at the largest width its kind is stored at, off the event loop (resvg's
 * own thread), so requests are answered while a picture is drawn.
 */
export async function rasterize(svg: string, kind: ImageKind): Promise<RawPixels> {
  const widths = imageWidths[kind];
  const image = await renderAsync(svg, {
    font: artworkFontOptions,
    fitTo: { mode: 'width', value: widths[widths.length - 1] as number },
  });
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** A composed picture as the WebP files of every width its kind is stored at, like a fetched one. */
export const renderArtwork = async (svg: string, kind: ImageKind): Promise<EncodedWidth[]> =>
  encodeRawImage(await rasterize(svg, kind), kind);
