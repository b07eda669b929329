import { z } from 'zod';

/**
 * What the e-mail about a refunded payment that never became an order needs (there is no order to
 * show): the amount, why no order was placed (an error code, worded by the template), whom to greet and
 * which card gets the money back. Checked when the outbox reads it back, like an order snapshot.
 */
export const paymentRefundSchema = z.object({
  amountCents: z.number().int().positive(),
  /** The refusal's code: PAYMENT_MISMATCH, OUT_OF_STOCK, COUPON_EXHAUSTED, or another. */
  reason: z.string(),
  /** The product that sold out, in the shopper's language, for OUT_OF_STOCK. */
  productName: z.string().nullable(),
  firstName: z.string(),
  cardBrand: z.string().nullable(),
  lastFour: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;
