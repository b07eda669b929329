import { errorSchema } from '@store/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { multilineText } from '@store/shared/schemas/text';
import { z } from 'zod';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { completePayment, retrieveIntent } from './complete-payment.workflow.ts';
import type { StripePaymentProvider } from '../payments/index.ts';

/**
 * What a Stripe event means for the store. payment_intent.succeeded places the order, exactly as the
 * browser's confirm call would (whichever arrives first wins; the other finds the order placed), so an
 * order is placed even when the shopper closes the tab after paying.
 */
async function handle(app: FastifyInstance, event: Stripe.Event): Promise<void> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;
  const intentId = event.data.object.id;
  const payment = await app.db
    .selectFrom('payments as pay')
    .leftJoin('users as u', 'u.id', 'pay.userId')
    .select(['pay.id', 'pay.orderId', 'u.prefLanguage', 'pay.lang'])
    .where('pay.providerIntentId', '=', intentId)
    .executeTakeFirst();
  if (!payment) return;
  const ctx: Ctx = { db: app.db, user: null, lang: payment.prefLanguage ?? payment.lang };
  if (event.type === 'payment_intent.payment_failed') {
    const message = event.data.object.last_payment_error?.message ?? 'Payment failed';
    await app.db
      .updateTable('payments')
      .set({ lastError: message, updatedAt: nowIso() })
      .where('id', '=', payment.id)
      .execute();
    return;
  }
  if (payment.orderId) return;
  // The event says succeeded; the intent is still read back from Stripe, as on every confirmation.
  await completePayment(ctx, app.payments, payment.id, await retrieveIntent(app.payments, intentId));
}

/**
 * POST /api/payment/webhook: Stripe's events, verified with STRIPE_WEBHOOK_SECRET over the raw body. A
 * bad or missing signature gets 400; an event already handled (Stripe retries and replays) is
 * acknowledged and changes nothing.
 */
export default async function stripeWebhookRoutes(
  app: FastifyInstance,
  opts: { provider: StripePaymentProvider },
): Promise<void> {
  // The signature covers the exact bytes Stripe sent: this route keeps the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed): a succeeded payment places its order',
        // Stripe's JSON as sent (it spans lines); the signature check, not a schema, vouches for it.
        body: multilineText().max(1_000_000),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema },
      },
    },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = opts.provider.verifyWebhook(
          request.body as string,
          request.headers['stripe-signature'] as string,
        );
      } catch {
        throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Invalid webhook signature');
      }
      const seen = await app.db
        .selectFrom('webhookEvents')
        .select('id')
        .where('id', '=', event.id)
        .executeTakeFirst();
      if (seen) return { received: true as const };
      await handle(app, event);
      await app.db
        .insertInto('webhookEvents')
        .values({ id: event.id, provider: 'stripe', type: event.type, receivedAt: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { received: true as const };
    },
  );
}
