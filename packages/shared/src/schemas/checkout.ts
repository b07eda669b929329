import { z } from 'zod';
import { CHECKOUT_ADDRESS_RULES as RULES } from '../checkout-address-rules.ts';
import { DEFAULT_COUNTRY, SHIPPING_METHODS } from '../constants.ts';
import { checkAddressParts, storedAddressParts } from './address-parts.ts';
import { emailAddressSchema } from './auth.ts';
import { idSchema } from './common.ts';
import { text } from './text.ts';

/** Checkout and payment calls (storefront §2 Checkout, §4 Checkout, §5, §7 Payment and orders). */

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Spec §5: the shipping (and a different billing) address needs these three. */
export const REQUIRED_ADDRESS_FIELDS = ['firstName', 'street', 'city'] as const;

const required = (label: string, max: number) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (max: number) => text().trim().max(max).default('');

/**
 * An address as checkout sends it (storefront §3: checkout addresses also carry names and phone). Its
 * country, state, postcode and phone are checked together, and the phone is kept in E.164.
 */
export const checkoutAddressSchema = z
  .object({
    firstName: required('First name', RULES.firstName.max),
    lastName: optional(RULES.lastName.max),
    street: required('Street', RULES.street.max),
    city: required('City', RULES.city.max),
    state: optional(RULES.state.max),
    zipCode: optional(RULES.zipCode.max),
    country: text()
      .trim()
      .toUpperCase()
      .min(RULES.country.min)
      .max(RULES.country.max)
      .default(DEFAULT_COUNTRY),
    phone: optional(RULES.phone.max),
  })
  .superRefine(checkAddressParts)
  .transform(storedAddressParts);
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;

export const createPaymentIntentBodySchema = z.object({
  cartId: idSchema,
  shippingAddress: checkoutAddressSchema,
  billingAddress: checkoutAddressSchema,
  /** Also store the shipping address in the account's address book ("Save this address"). */
  saveAddress: z.boolean().optional(),
  /** How the order travels (SHIPPING_RATES); standard when absent. */
  shippingMethod: z.enum(SHIPPING_METHODS).optional(),
  /** A guest's e-mail (required without a sign-in; a customer's is the account's and this is ignored). */
  email: emailAddressSchema.optional(),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const createPaymentIntentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What will be charged, in dollars: the server's own total of the cart. */
  amount: z.number(),
  currency: z.string(),
  /** Until when the cart's stock is held for this payment (ISO time). */
  reservedUntil: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export const confirmPaymentBodySchema = z.object({
  paymentIntentId: text().trim().min(1).max(255),
  cartId: idSchema,
  shippingAddress: checkoutAddressSchema.optional(),
  billingAddress: checkoutAddressSchema.optional(),
  paymentMethod: z.enum(['card']).default('card'),
});
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBodySchema>;

export const paymentConfigResponseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null for the built-in test provider. */
  publishableKey: z.string().nullable(),
  /** Whether shoppers may pay without an account (the shop owner's setting). */
  guestCheckout: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

/** The built-in test provider's card form (Stripe's test cards; no real card is charged). */
export const testCardSchema = z.object({
  number: text()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce.number().int().min(1, 'Your card’s expiration month is invalid.').max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});
export type TestCard = z.input<typeof testCardSchema>;

export const testConfirmBodySchema = z.object({
  paymentIntentId: text().trim().min(1).max(255),
  clientSecret: text().trim().min(1).max(255),
  card: testCardSchema,
});

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const testConfirmResponseSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  /** The provider's refusal, as Stripe words it: { code: 'card_declined', message: 'Your card was declined.' }. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  /** 3-D Secure: where the shopper authenticates before coming back to /checkout/complete. */
  nextAction: z.object({ redirectUrl: z.string() }).optional(),
});
export type TestConfirmResponse = z.infer<typeof testConfirmResponseSchema>;

/** The test provider's 3-D Secure page reads its payment first (Stripe.js's retrievePaymentIntent). */
export const testRetrieveBodySchema = z.object({
  paymentIntentId: text().trim().min(1).max(255),
  clientSecret: text().trim().min(1).max(255),
});
export const testRetrieveResponseSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  /** Once there is nothing left to authenticate: the return page, as after the check. */
  returnUrl: z.string().optional(),
});
export type TestRetrieveResponse = z.infer<typeof testRetrieveResponseSchema>;

/** The test provider's 3-D Secure page: the shopper completes or fails the authentication. */
export const testAuthenticateBodySchema = z.object({
  paymentIntentId: text().trim().min(1).max(255),
  clientSecret: text().trim().min(1).max(255),
  outcome: z.enum(['complete', 'fail']),
});
export const testAuthenticateResponseSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  /** /checkout/complete?payment_intent=…&payment_intent_client_secret=…&redirect_status=… */
  returnUrl: z.string(),
});
