import { iranianJalaliYear } from '@pardeh/contract';
import { FONT_FAMILY } from './artwork-fonts.ts';
import { leadingGenre, type Palette, paletteFor } from './artwork-palette.ts';
import { seededRandom, type TitleArtworkSubject, toPersianDigits } from './artwork-subjects.ts';
import { escapeXml } from './escape-xml.ts';
import { type FittedText, fitText } from './fit-text.ts';
import { genreNameFa } from './genre-names.ts';

export const POSTER_SIZE = { width: 480, height: 720 } as const;
export const BACKDROP_SIZE = { width: 1280, height: 720 } as const;

const typeLabel = { movie: 'فیلم', series: 'سریال' } as const;

/** An Iranian title's Solar Hijri year, any other's Gregorian one, as the cards show them. */
function shownYear(subject: TitleArtworkSubject): string | null {
  if (subject.year === null) return null;
  const jalali = iranianJalaliYear({
    year: subject.year,
    releaseDate: subject.releaseDate,
    countries: subject.iranian ? ['IR'] : [],
  });
  return toPersianDigits(jalali ?? subject.year);
}

/** The small line above the title: type, leading genre and year, in Persian. */
export function posterLabel(subject: TitleArtworkSubject): string {
  const genre = leadingGenre(subject.genres);
  const parts = [typeLabel[subject.type], genre ? genreNameFa(genre) : null, shownYear(subject)];
  return parts.filter(Boolean).join('  ·  ');
}

/** A movie gets a lit disc with rings; a series a grid of episode frames, some lit. */
function motif(subject: TitleArtworkSubject, palette: Palette, width: number, height: number): string {
  const random = seededRandom(subject.id * 2654435761);
  if (subject.type === 'movie') {
    const radius = height * (0.24 + random() * 0.12);
    const cx = width * (0.2 + random() * 0.6);
    const cy = height * (0.22 + random() * 0.16);
    const rings = Array.from({ length: 4 }, (_, ring) => {
      const r = radius * (1.25 + ring * 0.32);
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${palette.accent}" stroke-opacity="${(0.22 - ring * 0.045).toFixed(3)}" stroke-width="${ring === 0 ? 2 : 1}"/>`;
    }).join('');
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="url(#disc)"/>${rings}`;
  }
  const columns = 4;
  const size = (width * 0.84) / columns;
  const left = width * 0.08;
  const top = height * 0.08;
  const frames: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < columns; column++) {
      const lit = random() < 0.28;
      const x = left + column * size + 5;
      const y = top + row * size * 0.7 + 5;
      frames.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(size - 10).toFixed(1)}" height="${(size * 0.7 - 10).toFixed(1)}" rx="6" fill="${lit ? palette.glow : 'none'}" fill-opacity="${lit ? 0.55 : 0}" stroke="${palette.accent}" stroke-opacity="${lit ? 0.5 : 0.14}"/>`,
      );
    }
  }
  return `<g opacity="0.9">${frames.join('')}</g>`;
}

function defs(palette: Palette, vertical: boolean): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<defs>
<linearGradient id="ground" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="#07070a"/></linearGradient>
<radialGradient id="disc"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${palette.glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient>
</defs>`;
}

/** Lines set from the bottom up, right-aligned at `right`, the last line's baseline at `bottom`. */
function textBlock(
  fitted: FittedText,
  options: { right: number; bottom: number; weight: number; fill: string; lineHeight: number },
): string {
  const step = fitted.size * options.lineHeight;
  return fitted.lines
    .map((line, index) => {
      const y = options.bottom - (fitted.lines.length - 1 - index) * step;
      return `<text x="${options.right}" y="${y.toFixed(1)}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="${fitted.size}" font-weight="${options.weight}" fill="${options.fill}">${escapeXml(line)}</text>`;
    })
    .join('');
}

interface TitleLayout {
  width: number;
  height: number;
  /** Space the titles may take, from the right edge. */
  textWidth: number;
  margin: number;
  mainSizes: readonly number[];
  secondSize: number;
  labelSize: number;
}

function composeTitle(subject: TitleArtworkSubject, layout: TitleLayout): string {
  const palette = paletteFor(subject.genres, subject.id);
  const { width, height, margin } = layout;
  const right = width - margin;
  // The Persian title leads; a title with none is set in its English name alone.
  const main = subject.titleFa?.trim() || subject.titleEn;
  const second = subject.titleFa?.trim() ? subject.titleEn : null;
  const fittedMain = fitText(main, {
    maxWidth: layout.textWidth,
    maxLines: 3,
    sizes: layout.mainSizes,
    weight: 900,
  });
  const fittedSecond = second
    ? fitText(second, { maxWidth: layout.textWidth, maxLines: 2, sizes: [layout.secondSize], weight: 500 })
    : null;
  const secondHeight = fittedSecond
    ? fittedSecond.lines.length * fittedSecond.size * 1.35 + layout.secondSize * 0.6
    : 0;
  const mainBottom = height - margin * 1.6 - secondHeight;
  const mainTop = mainBottom - (fittedMain.lines.length - 1) * fittedMain.size * 1.3 - fittedMain.size;
  const ruleY = mainTop - layout.labelSize * 0.9;
  const labelY = ruleY - layout.labelSize * 0.8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(palette, true)}
<rect width="${width}" height="${height}" fill="url(#ground)"/>
${motif(subject, palette, width, height)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<text x="${right}" y="${labelY.toFixed(1)}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="${layout.labelSize}" font-weight="500" fill="${palette.accent}">${escapeXml(posterLabel(subject))}</text>
<rect x="${(right - 56).toFixed(1)}" y="${ruleY.toFixed(1)}" width="56" height="3" rx="1.5" fill="${palette.accent}"/>
${textBlock(fittedMain, { right, bottom: mainBottom, weight: 900, fill: '#ffffff', lineHeight: 1.3 })}
${fittedSecond ? textBlock(fittedSecond, { right, bottom: height - margin * 1.6, weight: 500, fill: '#ffffff', lineHeight: 1.35 }).replaceAll('fill="#ffffff"', 'fill="#ffffff" fill-opacity="0.72"') : ''}
<text x="${margin}" y="${height - margin * 0.7}" font-family="${FONT_FAMILY}" font-size="${layout.labelSize * 0.9}" font-weight="700" fill="#ffffff" fill-opacity="0.38">پرده</text>
</svg>`;
}

/** A title's poster (2:3) as SVG: palette from its genres, motif from its type, its titles set large. */
export const composePoster = (subject: TitleArtworkSubject): string =>
  composeTitle(subject, {
    ...POSTER_SIZE,
    margin: 36,
    textWidth: 408,
    mainSizes: [62, 54, 46, 40, 34],
    secondSize: 22,
    labelSize: 18,
  });

/**
 * A title's wide picture (16:9): the ground and motif alone. Pages lay their own heading over a
 * backdrop (the slideshow, the title and watch pages), so titles set into it would show twice.
 */
export function composeBackdrop(subject: TitleArtworkSubject): string {
  const palette = paletteFor(subject.genres, subject.id);
  const { width, height } = BACKDROP_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(palette, false)}
<rect width="${width}" height="${height}" fill="url(#ground)"/>
${motif(subject, palette, width, height)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}
