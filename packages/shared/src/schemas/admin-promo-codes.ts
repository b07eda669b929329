import { z } from 'zod';
import { dollarAmount } from './admin-prices.ts';
import { idSchema } from './common.ts';
import { text } from './text.ts';

/**
 * Promo codes as the shop owner manages them (issue 22, manage_products): a fixed amount in dollars
 * or a whole percentage off the subtotal, with an optional minimum subtotal, start and end, usage
 * limit, and a once-per-customer rule. Codes are stored and compared in capitals, so "summer10" and
 * "SUMMER10" are one code.
 */

export const PROMO_TYPES = ['fixed', 'percentage'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_MAX = 32;

export const PROMO_MESSAGES = {
  codeLength: `A promo code has ${PROMO_CODE_MIN} to ${PROMO_CODE_MAX} characters`,
  codeCharacters: 'A promo code may contain only letters, digits, hyphens and underscores',
  type: 'Choose a fixed amount or a percentage',
  fixedValue: 'Enter an amount above $0',
  percentValue: 'Enter a whole percentage from 1 to 100',
  minSubtotal: 'Enter a minimum subtotal of $0 or more',
  date: 'Enter a valid date',
  endBeforeStart: 'The end must come after the start',
  usageLimit: 'Enter a whole number of uses, 1 or more',
} as const;

/** A code as typed, tidied: no outer spaces, capitals. */
export const promoCodeSchema = text()
  .transform((code) => code.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(PROMO_CODE_MIN, PROMO_MESSAGES.codeLength)
      .max(PROMO_CODE_MAX, PROMO_MESSAGES.codeLength)
      .regex(/^[A-Z0-9_-]+$/, PROMO_MESSAGES.codeCharacters),
  );

const instant = z.iso.datetime({ offset: true, error: PROMO_MESSAGES.date });

/**
 * POST /admin/promo-codes and PUT /admin/promo-codes/{id}: the whole code. `value` is dollars for a
 * fixed code, a whole percent for a percentage code.
 */
export const promoCodeBodySchema = z
  .object({
    code: promoCodeSchema,
    type: z.enum(PROMO_TYPES, { error: PROMO_MESSAGES.type }),
    value: z.number({ error: PROMO_MESSAGES.fixedValue }),
    minSubtotal: dollarAmount(PROMO_MESSAGES.minSubtotal, 'zero').nullable().optional(),
    startsAt: instant.nullable().optional(),
    endsAt: instant.nullable().optional(),
    usageLimit: z
      .number({ error: PROMO_MESSAGES.usageLimit })
      .int(PROMO_MESSAGES.usageLimit)
      .min(1, PROMO_MESSAGES.usageLimit)
      .max(1_000_000_000, PROMO_MESSAGES.usageLimit)
      .nullable()
      .optional(),
    oncePerCustomer: z.boolean().optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const value =
      body.type === 'percentage' ? z.number().int().min(1).max(100) : dollarAmount(PROMO_MESSAGES.fixedValue);
    if (!value.safeParse(body.value).success) {
      const message = body.type === 'percentage' ? PROMO_MESSAGES.percentValue : PROMO_MESSAGES.fixedValue;
      ctx.addIssue({ code: 'custom', message, path: ['value'] });
    }
    if (body.startsAt && body.endsAt && new Date(body.endsAt) <= new Date(body.startsAt)) {
      ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.endBeforeStart, path: ['endsAt'] });
    }
  });
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;
export type PromoCodeValues = z.output<typeof promoCodeBodySchema>;

export const promoCodeIdParamsSchema = z.object({ id: idSchema });

export const adminPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  /** Dollars for a fixed code, a whole percent for a percentage code. */
  value: z.number(),
  /** In dollars; null: any subtotal. */
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Uses allowed in all; null: no limit. */
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  isActive: z.boolean(),
  /** Orders placed with the code. */
  uses: z.number().int(),
  /** What the orders placed with it that still count (not cancelled or refunded) total, in dollars. */
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

/** GET /admin/promo-codes: every code, alphabetically. */
export const adminPromoCodeListSchema = z.object({ promoCodes: z.array(adminPromoCodeSchema) });
export type AdminPromoCodeList = z.infer<typeof adminPromoCodeListSchema>;

export const adminPromoCodeResponseSchema = z.object({ promoCode: adminPromoCodeSchema });
export type AdminPromoCodeResponse = z.infer<typeof adminPromoCodeResponseSchema>;
