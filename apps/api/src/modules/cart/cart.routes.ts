import {
  addToCartBodySchema,
  cartLineParamsSchema,
  cartLineQuerySchema,
  cartResponseSchema,
  couponBodySchema,
  updateCartBodySchema,
} from '@store/shared/schemas/cart';
import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCart, clearCart, removeFromCart, updateQuantity } from './cart-lines.service.ts';
import { mergeGuestCart } from './cart-merge.service.ts';
import { type CartOwner, cartOwnerOf } from './cart-owner.ts';
import { readCart } from './cart-read.service.ts';
import { applyCoupon, removeCoupon } from './coupon-apply.service.ts';
import { type Ctx, ctxOf, withTransaction } from '../../lib/context.ts';
import { guestSessionId } from '../../lib/guest-session.ts';
import type { Language } from '@store/shared/constants';
import type { AppConfig } from '../../config.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const lineQuery = langQuerySchema.extend(cartLineQuerySchema.shape);

/**
 * The cart of a signed-in user (bearer token) or a guest (x-session-id), priced on every answer from
 * the database (storefront §7 Cart). Every call answers with the whole cart.
 */
export default async function cartRoutes(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  // A guest cart sent along with a sign-in joins the account once, in the sign-in's transaction.
  app.signIn.onSignedIn((ctx, { userId, guestSessionId }) => mergeGuestCart(ctx, userId, guestSessionId));

  /**
   * The request's cart owner. A signed-in caller who still sends a guest session with a cart gets it
   * merged first (e.g. signed in on another tab): the merge happens once, whatever the order of calls.
   */
  async function ownerOf(request: FastifyRequest): Promise<CartOwner> {
    const owner = cartOwnerOf(request);
    const sessionId = guestSessionId(request);
    if (owner.kind === 'user' && sessionId) {
      await withTransaction(ctxOf(request), (ctx) => mergeGuestCart(ctx, owner.userId, sessionId));
    }
    return owner;
  }

  /**
   * One change to the request's cart in one transaction, then the whole cart in the asked language.
   * Without a change it only answers.
   */
  async function cartCall(
    request: FastifyRequest,
    lang: Language,
    change?: (ctx: Ctx, owner: CartOwner) => Promise<void>,
  ) {
    const owner = await ownerOf(request);
    const ctx = ctxOf(request, lang);
    if (change) await withTransaction(ctx, (trx) => change(trx, owner));
    return { success: true as const, cart: await readCart(ctx, owner) };
  }
  const route = { onRequest: app.identifyStrict };
  const response = { 200: cartResponseSchema, ...errors };

  r.get(
    '/api/cart',
    {
      ...route,
      schema: { tags, summary: 'The caller’s cart with totals', querystring: langQuerySchema, response },
    },
    async (request) => cartCall(request, request.query.lang),
  );

  r.post(
    '/api/cart/add',
    {
      ...route,
      schema: {
        tags,
        summary: 'Add units of a product (and variant); the price comes from the catalogue',
        querystring: langQuerySchema,
        body: addToCartBodySchema,
        response,
      },
    },
    async (request) =>
      cartCall(request, request.query.lang, (ctx, owner) => addToCart(ctx, owner, request.body)),
  );

  r.put(
    '/api/cart/update/:productId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Set a line’s quantity (0 removes it)',
        params: cartLineParamsSchema,
        querystring: lineQuery,
        body: updateCartBodySchema,
        response,
      },
    },
    async (request) => {
      const variantId = request.body.variantId ?? request.query.variantId;
      return cartCall(request, request.query.lang, (ctx, owner) =>
        updateQuantity(ctx, owner, request.params.productId, { ...request.body, variantId }),
      );
    },
  );

  r.delete(
    '/api/cart/remove/:productId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Remove a product’s line (one variant with ?variantId=, else all its lines)',
        params: cartLineParamsSchema,
        querystring: lineQuery,
        response,
      },
    },
    async (request) =>
      cartCall(request, request.query.lang, (ctx, owner) =>
        removeFromCart(ctx, owner, request.params.productId, request.query.variantId),
      ),
  );

  r.delete(
    '/api/cart/clear',
    { ...route, schema: { tags, summary: 'Empty the cart', querystring: langQuerySchema, response } },
    async (request) => cartCall(request, request.query.lang, clearCart),
  );

  r.post(
    '/api/cart/coupon',
    {
      ...route,
      // Guessing codes is cheap for a script: a few tries a minute is plenty for a shopper.
      config: { rateLimit: { max: opts.config.authRateLimitPerMinute * 2, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Apply a promo code',
        querystring: langQuerySchema,
        body: couponBodySchema,
        response,
      },
    },
    async (request) => ({
      ...(await cartCall(request, request.query.lang, (ctx, owner) =>
        applyCoupon(ctx, owner, request.body.code),
      )),
      message: 'Promo code applied!',
    }),
  );

  r.delete(
    '/api/cart/coupon',
    { ...route, schema: { tags, summary: 'Remove the promo code', querystring: langQuerySchema, response } },
    async (request) => cartCall(request, request.query.lang, removeCoupon),
  );
}
