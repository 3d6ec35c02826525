import fs from 'node:fs';
import path from 'node:path';
import { titleTypes } from '@pardeh/contract';
import { z } from 'zod';
import { catalogDataDir } from '../catalog-data-dir.ts';

/** data/iranian-canon.json: the team's editorial list of landmark Iranian films and series. */
export const canonFile = path.join(catalogDataDir, 'iranian-canon.json');

const personKey = z.string().regex(/^[a-z0-9-]+$/);

const canonPersonSchema = z.object({ fa: z.string().min(2), en: z.string().min(2) });

const canonTitleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(titleTypes),
    titleFa: z.string().min(1),
    titleEn: z.string().min(1),
    yearJalali: z.int().min(1300).max(1450),
    year: z.int().min(1920).max(2070),
    directors: z.array(personKey).min(1),
    cast: z.array(personKey),
    imdbId: z
      .string()
      .regex(/^tt\d{7,9}$/)
      .optional(),
  })
  // A Gregorian year holds the end of one Jalali year and the start of the next.
  .refine((title) => [621, 622].includes(title.year - title.yearJalali), {
    message: 'yearJalali must be year - 621 or year - 622',
    path: ['yearJalali'],
  });

export const canonFileSchema = z
  .object({
    about: z.string(),
    people: z.record(personKey, canonPersonSchema),
    titles: z.array(canonTitleSchema),
  })
  .superRefine((canon, context) => {
    const seen = new Set<string>();
    canon.titles.forEach((title, index) => {
      for (const key of [...title.directors, ...title.cast]) {
        if (!canon.people[key])
          context.addIssue({ code: 'custom', message: `unknown person ${key}`, path: ['titles', index] });
      }
      for (const key of [`id:${title.id}`, `title:${title.type}|${title.titleFa}|${title.year}`]) {
        if (seen.has(key))
          context.addIssue({ code: 'custom', message: `duplicate ${key}`, path: ['titles', index] });
        seen.add(key);
      }
    });
  });

export type CanonFile = z.infer<typeof canonFileSchema>;
export type CanonTitle = CanonFile['titles'][number];

/** Reads and validates the canon: a malformed file stops the seed with zod's message. */
export const loadCanon = (file = canonFile): CanonFile =>
  canonFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
