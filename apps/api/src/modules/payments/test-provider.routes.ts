import {
  testAuthenticateBodySchema,
  testAuthenticateResponseSchema,
  testConfirmBodySchema,
  testConfirmResponseSchema,
  testRetrieveBodySchema,
  testRetrieveResponseSchema,
} from '@store/shared/schemas/checkout';
import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { TestPaymentProvider } from './test-provider.ts';

const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

/** The client secret names the intent, as with Stripe.js; a wrong one is simply not found. */
async function asNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new AppError(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    throw error;
  }
}

/**
 * The built-in test provider's browser side, standing in for Stripe.js: the store's own card form
 * confirms here, and its 3-D Secure page answers here. Registered only when the test provider is active.
 */
export default async function testProviderRoutes(
  app: FastifyInstance,
  opts: { provider: TestPaymentProvider },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.post(
    '/api/payment/test/confirm',
    {
      schema: {
        tags,
        summary:
          'Test mode: confirm a payment intent with one of Stripe’s test cards (no real card is charged)',
        body: testConfirmBodySchema,
        response: { 200: testConfirmResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { paymentIntentId, clientSecret, card } = request.body;
      return asNotFound(() => opts.provider.confirmCard(paymentIntentId, clientSecret, card));
    },
  );

  r.post(
    '/api/payment/test/retrieve',
    {
      schema: {
        tags,
        summary: 'Test mode: the status of a payment intent, for the page holding its client secret',
        body: testRetrieveBodySchema,
        response: { 200: testRetrieveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { paymentIntentId, clientSecret } = request.body;
      return asNotFound(() => opts.provider.statusFor(paymentIntentId, clientSecret));
    },
  );

  r.post(
    '/api/payment/test/authenticate',
    {
      schema: {
        tags,
        summary: 'Test mode: complete or fail the 3-D Secure authentication of a payment',
        body: testAuthenticateBodySchema,
        response: { 200: testAuthenticateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { paymentIntentId, clientSecret, outcome } = request.body;
      return asNotFound(() => opts.provider.authenticate(paymentIntentId, clientSecret, outcome));
    },
  );
}
