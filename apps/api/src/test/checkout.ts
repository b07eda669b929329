import type { CheckoutAddressInput } from '@store/shared/schemas/checkout';
import type { FastifyInstance } from 'fastify';
import type { Headers } from './shoppers.ts';

/** Checkout calls for the payment and order suites, as the storefront makes them. */

export const ADDRESS: CheckoutAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Row',
  city: 'London',
  state: 'LDN',
  zipCode: 'N1 9GU',
  country: 'GB',
  phone: '+44 20 7946 0000',
};

/** An address-book entry as the profile sends it (storefront §5: all but the names required). */
export const HOME_ADDRESS = {
  type: 'home',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
} as const;

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  threeDSecure: '4000 0025 0000 3155',
  /** The charge succeeds; every refund of it fails. */
  refundFails: '4000 0000 0000 5126',
} as const;

export interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

export function checkoutCalls(app: () => FastifyInstance) {
  const calls = {
    cartId: async (headers: Headers): Promise<string> =>
      (await app().inject({ url: '/api/cart', headers })).json<{ cart: { _id: string } }>().cart._id,
    createIntent: (headers: Headers, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/api/payment/create-payment-intent', headers, payload }),
    intentFor: async (headers: Headers): Promise<Intent> => {
      const cartId = await calls.cartId(headers);
      const res = await calls.createIntent(headers, {
        cartId,
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
      });
      if (res.statusCode !== 200) throw new Error(`create intent: ${res.statusCode} ${res.body}`);
      return res.json<Intent>();
    },
    payWith: (intent: Intent, number: string, card: Record<string, unknown> = {}) =>
      app().inject({
        method: 'POST',
        url: '/api/payment/test/confirm',
        payload: {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', ...card },
        },
      }),
    confirm: async (headers: Headers, intent: Intent, lang = 'en') =>
      app().inject({
        method: 'POST',
        url: `/api/payment/confirm?lang=${lang}`,
        headers,
        payload: { paymentIntentId: intent.paymentIntentId, cartId: await calls.cartId(headers) },
      }),
  };
  return calls;
}
