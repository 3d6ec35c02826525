import { Resvg } from '@resvg/resvg-js';
import { artworkFontOptions, FONT_FAMILY } from './artwork-fonts.ts';
import { escapeXml } from './escape-xml.ts';

export interface TextStyle {
  size: number;
  weight: number;
}

export interface FittedText {
  lines: string[];
  size: number;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  /** Tried from the first: the largest size at which the text fits in maxLines is taken. */
  sizes: readonly number[];
  weight: number;
}

/**
 * The width of a line as resvg shapes it (joined Persian letters are narrower than their
 * separate forms, so counting characters would misjudge it).
 */
export function measureText(text: string, style: TextStyle): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="10" y="200" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight}">${escapeXml(text)}</text></svg>`;
  return new Resvg(svg, { font: artworkFontOptions }).getBBox()?.width ?? 0;
}

/** Fills lines word by word; a single word wider than the line stands on a line of its own. */
function wrap(words: string[], style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens the last line with an ellipsis until it fits. */
function shorten(line: string, style: TextStyle, maxWidth: number): string {
  const words = line.split(' ');
  while (words.length > 1 && measureText(`${words.join(' ')}…`, style) > maxWidth) words.pop();
  let shortened = words.join(' ');
  while (shortened.length > 1 && measureText(`${shortened}…`, style) > maxWidth)
    shortened = shortened.slice(0, -1);
  return `${shortened}…`;
}

/**
 * Sets a title in at most `maxLines` lines of at most `maxWidth`: the largest of `sizes` at which
 * every line fits, else the smallest size with the overflow cut short by an ellipsis.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const fits = (lines: string[], style: TextStyle) =>
    lines.length <= options.maxLines && lines.every((line) => measureText(line, style) <= options.maxWidth);
  for (const size of options.sizes) {
    const style = { size, weight: options.weight };
    const lines = wrap(words, style, options.maxWidth);
    if (fits(lines, style)) return { lines, size };
  }
  // Nothing fits: the smallest size, the lines past the last joined to it and cut short.
  const size = options.sizes[options.sizes.length - 1] as number;
  const style = { size, weight: options.weight };
  const lines = wrap(words, style, options.maxWidth);
  const kept = lines.slice(0, options.maxLines - 1);
  const rest = lines.slice(options.maxLines - 1).join(' ');
  kept.push(measureText(rest, style) <= options.maxWidth ? rest : shorten(rest, style, options.maxWidth));
  return { lines: kept, size };
}
