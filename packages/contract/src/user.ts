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
    /** Null for an account opened with a mobile number that has not added an address. */
    email: z.string().nullable(),
    /** E.164 (`+989…`); null until the account verifies a mobile number. */
    phone: z.string().nullable(),
    /** False for a number-only account: it signs in by SMS code or email link, never by password. */
    hasPassword: z.boolean(),
    /** True while the user has notifications they have not seen; lights the dot in the header. */
    newNotifications: z.boolean(),
    /** An operator: the site shows them the way into the console (`/admin`). */
    isAdmin: z.boolean(),
    premium: premiumStatusSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
