import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  paymentConfigResponseSchema,
} from '@store/shared/schemas/checkout';
import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { orderResponseSchema } from '@store/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { confirmPayment } from './complete-payment.workflow.ts';
import { createPaymentIntent } from './create-intent.workflow.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  502: errorSchema,
};

/** Checkout's payment calls (storefront §7 Payment and orders): intent, then confirmation. */
export default async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/api/payment/config',
    {
      schema: {
        tags,
        summary: 'Which card provider the checkout uses, and Stripe’s publishable key',
        response: { 200: paymentConfigResponseSchema },
      },
    },
    async () => ({
      provider: app.payments.provider.name,
      publishableKey: app.payments.provider.publishableKey,
    }),
  );

  r.post(
    '/api/payment/create-payment-intent',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Price the caller’s cart on the server, hold its stock for 15 minutes and create (or reuse) the payment intent',
        querystring: langQuerySchema,
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) =>
      createPaymentIntent(ctxOf(request, request.query.lang), app.payments.provider, request.body),
  );

  r.post(
    '/api/payment/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Ask the provider whether the payment succeeded and place the order in one transaction (idempotent)',
        querystring: langQuerySchema,
        body: confirmPaymentBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await confirmPayment(ctxOf(request, request.query.lang), app.payments, request.body);
      return { success: true as const, order };
    },
  );
}
