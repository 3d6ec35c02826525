import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY } from '../../src/artwork/artwork-fonts.ts';
import { measureText } from '../../src/artwork/fit-text.ts';
import { rasterize } from '../../src/artwork/render-artwork.ts';

const reference = path.join(import.meta.dirname, 'fixtures/artwork-shaping-reference.png');
const style = { size: 48, weight: 700 };

// «بچه‌های آسمان» set right-aligned as a poster sets it; 480 px wide like a poster's largest width.
const sample = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="480" height="120" fill="#000"/><text x="460" y="75" text-anchor="end" font-family="${FONT_FAMILY}" font-size="48" font-weight="700" fill="#fff">بچه‌های آسمان</text></svg>`;

/** Share of pixels whose grey level differs by more than 64 between two same-sized pictures. */
async function differingShare(actual: Buffer, expected: Buffer): Promise<number> {
  const grey = (input: Buffer) => sharp(input).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([grey(actual), grey(expected)]);
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  let differing = 0;
  for (let index = 0; index < a.data.length; index++) {
    if (Math.abs((a.data[index] as number) - (b.data[index] as number)) > 64) differing++;
  }
  return differing / a.data.length;
}

const renderSample = async () => {
  const raw = await rasterize(sample, 'poster');
  return sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .png()
    .toBuffer();
};

describe('Persian shaping of rendered pictures', () => {
  it('matches the checked-in reference rendering of «بچه‌های آسمان»', async () => {
    // The reference was checked by eye: letters joined, ZWNJ after «بچه», read right to left.
    const rendered = await renderSample();
    expect(await differingShare(rendered, fs.readFileSync(reference))).toBeLessThan(0.002);
  });

  it('joins letters, so a word is narrower than its letters set apart', () => {
    expect(measureText('آسمان', style)).toBeLessThan(
      measureText('آ س م ا ن', style) - measureText('    ', style),
    );
  });

  it('breaks the join at a ZWNJ, which a plain run of the same letters does not', () => {
    expect(measureText('بچه‌های', style)).not.toBe(measureText('بچههای', style));
  });

  it('sets right to left: the first word ends up on the right', async () => {
    const firstWord = sample.replace('بچه‌های آسمان', 'بچه‌های');
    const inkColumns = async (svg: string) => {
      const raw = await rasterize(svg, 'poster');
      const { data, info } = await sharp(raw.pixels, {
        raw: { width: raw.width, height: raw.height, channels: 4 },
      })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const columns: number[] = [];
      for (let x = 0; x < info.width; x++) {
        for (let y = 0; y < info.height; y++)
          if ((data[y * info.width + x] as number) > 128) {
            columns.push(x);
            break;
          }
      }
      return columns;
    };
    const [full, first] = await Promise.all([inkColumns(sample), inkColumns(firstWord)]);
    // The first word, right-aligned alone, sits exactly where it sits in the whole line: at the right.
    expect(Math.max(...first)).toBe(Math.max(...full));
    expect(Math.min(...first)).toBeGreaterThan(Math.min(...full) + 80);
  });
});
