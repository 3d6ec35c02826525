import type { User } from '@pardeh/contract';
import type { UserRow } from '../db/schema/index.ts';

/** The user as the API shows it to themselves: never the hash or raw columns. */
export function presentUser(row: UserRow, now: Date = new Date()): User {
  const expiresAt = row.premiumExpiresAt;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    hasPassword: row.passwordHash !== null,
    newNotifications: row.newNotifications,
    isAdmin: row.isAdmin,
    premium: {
      active: expiresAt !== null && expiresAt > now,
      planId: row.premiumPlanId,
      expiresAt: expiresAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
