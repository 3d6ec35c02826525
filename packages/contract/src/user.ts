import { z } from 'zod';

export const premiumStatusSchema = z
  .object({
    active: z.boolean(),
    planId: z.number().int().nullable(),
    /** ISO 8601 instant, or null when the user never had premium. */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'PremiumStatus' });

/** The signed-in user as `GET /api/user` returns it under `data`, and auth answers under `user`. */
export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** True while the user has notifications they have not seen; lights the dot in the header. */
    newNotifications: z.boolean(),
    /** An operator: the site shows them the way into the console (`/admin`). */
    isAdmin: z.boolean(),
    premium: premiumStatusSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
