import { z } from 'zod';
import { paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import { orderSchema } from '../premium.ts';
import { premiumStatusSchema } from '../user.ts';

/**
 * The operator's user management (`/api/admin/users`): search, one user's premium and orders,
 * extending or ending premium with a reason, blocking and unblocking, promoting and demoting.
 * Every change returns the user as the detail page shows it.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const adminUserFieldMessages = {
  reasonRequired: 'دلیل را بنویسید.',
  reasonTooLong: 'دلیل نباید بیش از ۵۰۰ نویسه باشد.',
  daysInvalid: 'تعداد روزها باید عددی درست از ۱ تا ۳۶۵۰ باشد.',
  actionInvalid: 'کار را از میان «تمدید» و «پایان» انتخاب کنید.',
  queryTooLong: 'عبارت جست‌وجو نباید بیش از ۲۰۰ نویسه باشد.',
} as const;
const m = adminUserFieldMessages;

export const ADMIN_USER_REASON_MAX_LENGTH = 500;
export const PREMIUM_ADJUSTMENT_MAX_DAYS = 3650;

/** `premium`: premium active now; `admins`: administrators; `blocked`: barred from signing in. */
export const adminUserFilters = ['all', 'premium', 'admins', 'blocked'] as const;
export const adminUserFilterSchema = z.enum(adminUserFilters);
export type AdminUserFilter = z.infer<typeof adminUserFilterSchema>;

export const adminUsersQuerySchema = paginationQuerySchema.extend({
  /** Part of the name or the email address, or the user's id (digits, Persian digits too). */
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
  filter: adminUserFilterSchema.default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** Who did something to an account (null once their own account is gone). */
const operatorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A row of the users list, newest account first. */
export const adminUserSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Null for an account opened with a mobile number. */
    email: z.string().nullable(),
    /** E.164, or null. */
    phone: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    isAdmin: z.boolean(),
    /** Barred from signing in. */
    blocked: z.boolean(),
    premium: premiumStatusSchema,
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserBlockSchema = z
  .object({
    reason: z.string(),
    blockedAt: z.iso.datetime({ offset: true }),
    blockedBy: operatorSchema,
  })
  .meta({ id: 'AdminUserBlock' });
export type AdminUserBlock = z.infer<typeof adminUserBlockSchema>;

export const premiumAdjustmentActions = ['extend', 'end'] as const;
export const premiumAdjustmentActionSchema = z.enum(premiumAdjustmentActions);
export type PremiumAdjustmentAction = z.infer<typeof premiumAdjustmentActionSchema>;

/** A change an operator made to a user's premium by hand, with the reason they gave. */
export const premiumAdjustmentSchema = z
  .object({
    id: z.number().int(),
    action: premiumAdjustmentActionSchema,
    /** Days added (`extend`); null for `end`. */
    days: z.number().int().nullable(),
    expiresBefore: z.iso.datetime({ offset: true }).nullable(),
    expiresAfter: z.iso.datetime({ offset: true }).nullable(),
    reason: z.string(),
    operator: operatorSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PremiumAdjustment' });
export type PremiumAdjustment = z.infer<typeof premiumAdjustmentSchema>;

/** A gift code someone bought that this user redeemed. */
export const redeemedGiftSchema = z
  .object({
    planName: z.string(),
    durationDays: z.number().int(),
    redeemedAt: z.iso.datetime({ offset: true }),
    /** The buyer (null if their account is gone). */
    buyer: operatorSchema,
  })
  .meta({ id: 'RedeemedGift' });
export type RedeemedGift = z.infer<typeof redeemedGiftSchema>;

/** `GET /api/admin/users/{id}` and the answer of every change to a user. */
export const adminUserDetailSchema = adminUserSummarySchema
  .extend({
    /** The block, while the user is blocked. */
    block: adminUserBlockSchema.nullable(),
    /** Their newest payment orders, subscriptions and gifts they bought (at most 20). */
    orders: z.array(orderSchema),
    /** How many orders they have in all. */
    ordersTotal: z.number().int().min(0),
    /** Gift codes they redeemed, newest first (at most 20). */
    redeemedGifts: z.array(redeemedGiftSchema),
    /** Manual premium changes, newest first (at most 50). */
    premiumAdjustments: z.array(premiumAdjustmentSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const reasonSchema = plainTextSchema({ error: m.reasonRequired })
  .trim()
  .min(1, m.reasonRequired)
  .max(ADMIN_USER_REASON_MAX_LENGTH, m.reasonTooLong);

/**
 * `POST /api/admin/users/{id}/premium`. `extend` adds `days` from the later of now and the current
 * expiry (as paying does); `end` sets the expiry to now.
 */
export const premiumAdjustmentBodySchema = z
  .discriminatedUnion(
    'action',
    [
      z.strictObject({
        action: z.literal('extend'),
        days: z
          .number({ error: m.daysInvalid })
          .int(m.daysInvalid)
          .min(1, m.daysInvalid)
          .max(PREMIUM_ADJUSTMENT_MAX_DAYS, m.daysInvalid),
        reason: reasonSchema,
      }),
      z.strictObject({ action: z.literal('end'), reason: reasonSchema }),
    ],
    { error: m.actionInvalid },
  )
  .meta({ id: 'PremiumAdjustmentBody' });
export type PremiumAdjustmentBody = z.infer<typeof premiumAdjustmentBodySchema>;

/** `POST /api/admin/users/{id}/block`: the reason is kept with the block. */
export const blockUserBodySchema = z.strictObject({ reason: reasonSchema }).meta({ id: 'BlockUserBody' });
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;
