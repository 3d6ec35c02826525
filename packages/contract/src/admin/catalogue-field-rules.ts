import { z } from 'zod';
import { plainTextSchema } from '../plain-text.ts';
import { CATALOGUE_NAME_MAX_LENGTH, catalogueFieldMessages } from './catalogue-fields.ts';

/**
 * The field rules the catalogue editor's request schemas share (catalogue-titles.ts,
 * catalogue-people.ts, catalogue-seasons.ts). Not part of the contract's exports.
 */

const m = catalogueFieldMessages;

/** Optional text: trimmed, control characters dropped; empty (or null) clears the field. */
export const clearableText = (max: number, tooLong: string) =>
  plainTextSchema({ error: m.textInvalid })
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Text that must stay: trimmed, not empty. */
export const requiredText = (required: string) =>
  plainTextSchema({ error: required }).trim().min(1, required).max(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong);

/** A real calendar date (`YYYY-MM-DD`, no 31 April) within the given years, or null. */
const isoDate = (firstYear: number, message: string) =>
  z.iso
    .date({ error: message })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= firstYear && year <= 2100;
    }, message)
    .nullable();

export const titleDateSchema = isoDate(1870, m.titleDateInvalid);
export const personDateSchema = isoDate(1800, m.personDateInvalid);

export const yearSchema = z
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(1870, m.yearInvalid)
  .max(2100, m.yearInvalid);

export const runtimeSchema = z
  .number({ error: m.runtimeInvalid })
  .int(m.runtimeInvalid)
  .min(1, m.runtimeInvalid)
  .max(1000, m.runtimeInvalid)
  .nullable();

/** A picture's address on the web; the image pipeline fetches and stores it. Empty clears it. */
export const imageUrlSchema = z
  .string({ error: m.imageUrlInvalid })
  .trim()
  .max(2000, m.imageUrlInvalid)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: m.imageUrlInvalid })]))
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const flagSchema = z.boolean({ error: m.flagInvalid });

/**
 * The `updatedAt` the operator read, sent back as it came (a record changed since answers 409).
 * Years outside 1900–2199 are no version the API hands out (and year 0 no instant PostgreSQL reads).
 */
export const ifUpdatedAtSchema = z.iso
  .datetime({ offset: true, error: m.versionRequired })
  .regex(/^(?:19|2[01])\d\d-/, m.versionRequired);

export const hasChange = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'ifUpdatedAt' && value !== undefined);

/** Version stamps are ISO instants with microseconds, as the database keeps them. */
export const versionSchema = z.iso.datetime({ offset: true });
