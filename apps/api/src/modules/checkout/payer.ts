import type { ExpressionBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/types.ts';
import { AppError, badRequest, unauthorized } from '../../lib/app-error.ts';
import { guestSessionId } from '../../lib/guest-session.ts';
import { readStoreSettings } from '../settings/index.ts';

/**
 * Who pays: a signed-in customer, or a guest known by the session id their cart is kept under (the
 * x-session-id header, as for the guest cart) and, from the payment on, the e-mail they gave.
 */
export type Payer = { kind: 'user'; userId: string } | { kind: 'guest'; sessionId: string };

/** The caller as a payer; a guest session is taken from the header, never from the body. */
export function payerOf(request: FastifyRequest): Payer {
  if (request.user) return { kind: 'user', userId: request.user.id };
  const sessionId = guestSessionId(request);
  if (!sessionId) throw unauthorized();
  return { kind: 'guest', sessionId };
}

/**
 * A guest starting to pay: allowed while the shop owner leaves guest checkout on, and only with an
 * e-mail to send the order to. (A guest who has paid can always confirm: the setting only stops new
 * checkouts.)
 */
export async function assertGuestMayPay(request: FastifyRequest, email: string | undefined): Promise<string> {
  const { guestCheckout } = await readStoreSettings(request.server.db);
  if (!guestCheckout) {
    throw new AppError(
      403,
      'GUEST_CHECKOUT_DISABLED',
      'Please sign in to pay: this shop has turned guest checkout off',
    );
  }
  if (!email) throw badRequest('Please enter your e-mail address', 'GUEST_EMAIL_REQUIRED');
  return email;
}

/** The payer's own cart: the customer's, or the guest session's cart that no account has taken. */
export function payerOwnsCart(payer: Payer) {
  return (eb: ExpressionBuilder<Database, 'carts'>) =>
    payer.kind === 'user'
      ? eb('carts.userId', '=', payer.userId)
      : eb.and([eb('carts.sessionId', '=', payer.sessionId), eb('carts.userId', 'is', null)]);
}

/** Who the provider's metadata says the payment is for. */
export function payerLabel(payer: Payer): string {
  return payer.kind === 'user' ? payer.userId : 'guest';
}
