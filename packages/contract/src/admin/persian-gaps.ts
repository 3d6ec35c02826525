import { z } from 'zod';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema } from '../common.ts';
import { versionSchema } from './catalogue-field-rules.ts';

/**
 * The console's Persian work queue: the most-watched titles and people still lacking Persian text,
 * edited in place through the catalogue editor's own PATCH endpoints (send `updatedAt` back as
 * `ifUpdatedAt`). Views are plays in the viewers' watch history; votes order what nobody watched.
 */

/** `GET /api/admin/persian-gaps/titles` and `/people`: one page of the queue. */
export const adminPersianGapsQuerySchema = paginationQuerySchema;
export type AdminPersianGapsQuery = z.infer<typeof adminPersianGapsQuerySchema>;

export const titlePersianGaps = ['titleFa', 'plotFa'] as const;

export const adminTitleGapSchema = z
  .object({
    id: z.number().int(),
    type: titleTypeSchema,
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    year: z.number().int().nullable(),
    /** The English plot, to translate from; null when no source gave one. */
    plotEn: z.string().nullable(),
    /** What is missing: the Persian title, the Persian plot, or both. */
    missing: z.array(z.enum(titlePersianGaps)).min(1),
    views: z.number().int(),
    votes: z.number().int().nullable(),
    path: z.string(),
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminTitleGap' });
export type AdminTitleGap = z.infer<typeof adminTitleGapSchema>;

export const adminPersonGapSchema = z
  .object({
    id: z.number().int(),
    fullnameEn: z.string(),
    /** Views and votes of the person's titles, summed. */
    views: z.number().int(),
    votes: z.number().int().nullable(),
    path: z.string(),
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminPersonGap' });
export type AdminPersonGap = z.infer<typeof adminPersonGapSchema>;
