import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { idParamSchema, MAX_ROW_ID } from './common.ts';
import { plainTextSchema } from './plain-text.ts';
import { premiumStatusSchema } from './user.ts';

/**
 * Premium: plans (`GET /api/premium/plans`), orders paid through a gateway (`POST /api/user/join2`
 * for oneself, `POST /api/user/reserve2` for a gift), the result of a payment
 * (`GET /api/user/orders/{id}`) and gift codes (`POST /api/user/redeem`). Amounts are integers in
 * Rial everywhere; pages show Toman (Rial ÷ 10).
 */

/** Persian sentences for each field rule; the web app shows them under the field. */
export const premiumFieldMessages = {
  planRequired: 'یک طرح را انتخاب کنید.',
  gatewayInvalid: 'درگاه پرداخت را از فهرست انتخاب کنید.',
  messageTooLong: 'پیام نباید بیش از ۵۰۰ نویسه باشد.',
  codeRequired: 'کد هدیه را بنویسید.',
  codeInvalid: 'کد هدیه ۲۰ نویسه است، مانند ABCD-EFGH-JKMN-PQRS-TVWX.',
} as const;
const m = premiumFieldMessages;

export const GIFT_MESSAGE_MAX_LENGTH = 500;

const rowIdSchema = z.number({ error: m.planRequired }).int(m.planRequired).min(1, m.planRequired);

/** A plan as the plans pages show it. */
export const planSchema = z
  .strictObject({
    id: z.number().int(),
    /** Persian, e.g. «اشتراک سه‌ماهه». */
    name: z.string(),
    durationDays: z.number().int().min(1),
    /** Integer Rial. */
    priceRial: z.number().int().min(0),
    /** What one month costs on this plan (integer Rial, whole Toman), for plans of two months or more. */
    monthlyPriceRial: z.number().int().min(0).nullable(),
    /** Persian sentences: what the plan gives. */
    features: z.array(z.string()),
    highlighted: z.boolean(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const planParamsSchema = z.object({ id: idParamSchema });

export const paymentGatewayIds = ['sandbox', 'zarinpal'] as const;
export const paymentGatewayIdSchema = z
  .enum(paymentGatewayIds, { error: m.gatewayInvalid })
  .meta({ id: 'PaymentGatewayId' });
export type PaymentGatewayId = z.infer<typeof paymentGatewayIdSchema>;

/** `GET /api/premium/gateways`: the gateways this site takes payments through, the default first. */
export const paymentGatewaySchema = z
  .strictObject({
    id: paymentGatewayIdSchema,
    /** Persian, e.g. «زرین‌پال». */
    name: z.string(),
    /** True for the sandbox: nobody pays, and the pages say so. */
    test: z.boolean(),
  })
  .meta({ id: 'PaymentGateway' });
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/** `POST /api/user/join2`: buy a plan for oneself. The amount is the server's, never the client's. */
export const joinBodySchema = z
  .strictObject({
    planId: rowIdSchema.max(MAX_ROW_ID, m.planRequired),
    /** Absent: the site's default gateway. */
    gateway: paymentGatewayIdSchema.optional(),
  })
  .meta({ id: 'JoinBody' });
export type JoinBody = z.infer<typeof joinBodySchema>;

export const giftMessageSchema = plainTextSchema().trim().max(GIFT_MESSAGE_MAX_LENGTH, m.messageTooLong);

/** `POST /api/user/reserve2`: buy a plan as a gift; the code is emailed to `recipientEmail`. */
export const giftBodySchema = joinBodySchema
  .extend({
    recipientEmail: emailSchema,
    /** Shown to the recipient with the code; empty means none. */
    message: giftMessageSchema.optional(),
  })
  .meta({ id: 'GiftBody' });
export type GiftBody = z.infer<typeof giftBodySchema>;

/** `201` answer to join2 and reserve2: send the browser to `redirectUrl` (the gateway's page). */
export const checkoutSchema = z
  .strictObject({ orderId: z.number().int(), redirectUrl: z.string() })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const orderStatusSchema = z.enum(orderStatuses).meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderKinds = ['subscription', 'gift'] as const;
export const orderKindSchema = z.enum(orderKinds).meta({ id: 'OrderKind' });
export type OrderKind = z.infer<typeof orderKindSchema>;

/** The gift an order bought, as its buyer sees it. */
export const orderGiftSchema = z
  .strictObject({
    recipientEmail: z.string(),
    message: z.string().nullable(),
    /** The redeem code, grouped (`ABCD-EFGH-…`); null until the order is paid. */
    code: z.string().nullable(),
    redeemed: z.boolean(),
    /** Until when the code can be redeemed; null until paid. */
    codeExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OrderGift' });

/** `GET /api/user/orders/{id}` (the payment result page) and `GET /api/user/orders`. */
export const orderSchema = z
  .strictObject({
    id: z.number().int(),
    kind: orderKindSchema,
    status: orderStatusSchema,
    plan: z.strictObject({ id: z.number().int(), name: z.string(), durationDays: z.number().int() }),
    /** Integer Rial, as the gateway charged (or was asked to charge) it. */
    amountRial: z.number().int(),
    gateway: paymentGatewayIdSchema,
    /** The gateway's reference number for a paid order (Zarinpal's ref_id). */
    referenceId: z.string().nullable(),
    /** A Persian sentence for failed, cancelled and expired orders. */
    failureReason: z.string().nullable(),
    /** A paid subscription: the premium expiry it brought the buyer to. */
    premiumExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    gift: orderGiftSchema.nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const ordersQuerySchema = z.object({
  kind: orderKindSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export const orderParamsSchema = z.object({ id: idParamSchema });

/**
 * Gift codes: 20 characters of Crockford's base-32 (100 random bits), shown in groups of four for
 * reading aloud. What people type is normalised first: Persian digits, lower case, spaces, dashes,
 * and the letters Crockford reads as digits (O → 0, I and L → 1).
 */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 20;

export function normalizeGiftCode(input: string): string {
  return input
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toUpperCase()
    .replace(/[\s\-_‐-―]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export const formatGiftCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

const giftCodePattern = new RegExp(`^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_LENGTH}}$`);

/** `POST /api/user/redeem`. */
export const redeemBodySchema = z
  .strictObject({
    code: z
      .string({ error: m.codeRequired })
      .max(100, m.codeInvalid)
      .transform(normalizeGiftCode)
      .pipe(z.string().min(1, { error: m.codeRequired, abort: true }).regex(giftCodePattern, m.codeInvalid)),
  })
  .meta({ id: 'RedeemBody' });
export type RedeemBody = z.infer<typeof redeemBodySchema>;

/** The redeem answer: the recipient's premium after the gift, and what the gift was. */
export const redeemResultSchema = z
  .strictObject({
    premium: premiumStatusSchema,
    planName: z.string(),
    durationDays: z.number().int(),
  })
  .meta({ id: 'RedeemResult' });
export type RedeemResult = z.infer<typeof redeemResultSchema>;
