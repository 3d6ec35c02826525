import { z } from 'zod';
import { paginationQuerySchema } from '../common.ts';

/**
 * The operator console's audit log (`GET /api/admin/audit`): every change made through
 * `/api/admin/*`, who made it and the record before and after.
 */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
    /** Verb-noun, kebab-case: `update-title`, `hide-comment`, `extend-premium`. */
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Target types are kebab-case names and ids are numbers or UUIDs: nothing else can match. */
const auditKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/);

export const auditQuerySchema = paginationQuerySchema.extend({
  target_type: auditKeySchema.optional(),
  target_id: auditKeySchema.optional(),
  actor_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
