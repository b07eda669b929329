import {
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  paymentConfigResponseSchema,
} from '@store/shared/schemas/checkout';
import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import { placedOrderResponseSchema } from '@store/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { orderLinkToken } from '../../lib/order-link.ts';
import { guestAccessKey } from '../orders/index.ts';
import { readStoreSettings } from '../settings/index.ts';
import { assertGuestMayPay, payerOf } from './payer.ts';
import { confirmPayment } from './complete-payment.workflow.ts';
import { createPaymentIntent } from './create-intent.workflow.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  502: errorSchema,
};

/**
 * Checkout's payment calls (storefront §7 Payment and orders): intent, then confirmation; for a
 * signed-in customer or a guest (issue 22). `linkSecret` signs a guest order's private link.
 */
export default async function checkoutRoutes(
  app: FastifyInstance,
  opts: { linkSecret: string },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/api/payment/config',
    {
      schema: {
        tags,
        summary:
          'Which card provider the checkout uses, Stripe’s publishable key, and whether guests may pay',
        response: { 200: paymentConfigResponseSchema },
      },
    },
    async () => ({
      provider: app.payments.provider.name,
      publishableKey: app.payments.provider.publishableKey,
      guestCheckout: (await readStoreSettings(app.db)).guestCheckout,
    }),
  );

  r.post(
    '/api/payment/create-payment-intent',
    {
      onRequest: app.identifyStrict,
      schema: {
        tags,
        summary:
          'Price the caller’s cart (a customer’s, or a guest’s by x-session-id with `email`) on the server, hold its stock for 15 minutes and create (or reuse) the payment intent',
        querystring: langQuerySchema,
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const payer = payerOf(request);
      const email = payer.kind === 'guest' ? await assertGuestMayPay(request, request.body.email) : undefined;
      const ctx = ctxOf(request, request.query.lang);
      return createPaymentIntent(ctx, app.payments.provider, payer, { ...request.body, email });
    },
  );

  r.post(
    '/api/payment/confirm',
    {
      onRequest: app.identifyStrict,
      schema: {
        tags,
        summary:
          'Ask the provider whether the payment succeeded and place the order in one transaction (idempotent); a guest also gets the order’s private link',
        querystring: langQuerySchema,
        body: confirmPaymentBodySchema,
        response: { 200: placedOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, request.query.lang);
      const payer = payerOf(request);
      const order = await confirmPayment(ctx, app.payments, payer, request.body);
      const key = payer.kind === 'guest' ? await guestAccessKey(ctx, order.id) : null;
      const accessToken = key ? orderLinkToken(opts.linkSecret, key) : undefined;
      return { success: true as const, order, accessToken };
    },
  );
}
