import { MAX_LINE_QUANTITY } from '@store/shared/constants';
import type { AddToCartBody, UpdateCartBody } from '@store/shared/schemas/cart';
import type { Db } from '../../db/connect.ts';
import { nowIso, orderedNowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { availableUnits, selectCartLines, variantOptions } from './cart-lines.query.ts';
import { type CartOwner, ensureCartId, findCartId } from './cart-owner.ts';
import { chooseVariant } from './choose-variant.ts';

type AddInput = Required<Pick<AddToCartBody, 'productId'>> &
  Omit<AddToCartBody, 'productId'> & { quantity: number };

/** Tries of one add when parallel writes to the same line keep getting in between. */
const ADD_ATTEMPTS = 3;

const lineNotFound = () => notFound('This product is not in your cart', 'LINE_NOT_FOUND');

/** Refuses a quantity the shop cannot sell: out of stock, more than on hand, or over the line cap. */
export function assertSellable(wanted: number, available: number, inCart = 0): void {
  if (available <= 0) throw new AppError(409, 'OUT_OF_STOCK', 'This product is out of stock');
  if (wanted > MAX_LINE_QUANTITY) {
    throw new AppError(409, 'QUANTITY_LIMIT', `You can buy at most ${MAX_LINE_QUANTITY} of one item`, {
      max: MAX_LINE_QUANTITY,
    });
  }
  if (wanted > available) {
    const already = inCart > 0 ? ` (you already have ${inCart} in your cart)` : '';
    throw new AppError(409, 'INSUFFICIENT_STOCK', `Only ${available} left in stock${already}`, {
      available,
      inCart,
    });
  }
}

async function loadProduct(db: Db, productId: string) {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select([
      'p.id',
      'p.isActive as productActive',
      'c.isActive as categoryActive',
      'p.inStock',
      'p.stockQuantity',
      'p.stockReserved',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product || product.productActive !== 1 || product.categoryActive !== 1) {
    throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  }
  const variants = await db
    .selectFrom('productVariants')
    .selectAll()
    .where('productId', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { product, variants };
}

/**
 * Adds units of a product (and variant) to the owner's cart: the existing line grows, else a line is
 * made. Price is never taken from the caller. Both writes check stock and the line cap in the statement
 * itself, so parallel adds to one line (which PostgreSQL runs side by side) can neither overwrite each
 * other's count nor pass the stock together; neither write raises an error that would abort the
 * surrounding transaction.
 */
export async function addToCart(ctx: Ctx, owner: CartOwner, input: AddInput): Promise<void> {
  const { db } = ctx;
  const { product, variants } = await loadProduct(db, input.productId);
  const variant = chooseVariant(variants, input.selectedVariant, input.selectedAttributes);
  const available = availableUnits({
    ...product,
    productStock: product.stockQuantity,
    productReserved: product.stockReserved,
    variantId: variant?.id ?? null,
    variantActive: variant?.isActive ?? null,
    variantStock: variant?.stockQuantity ?? null,
    variantReserved: variant?.stockReserved ?? null,
  });
  assertSellable(input.quantity, available);
  const cap = Math.min(available, MAX_LINE_QUANTITY);
  const cartId = await ensureCartId(db, owner);
  const line = () => {
    const query = db
      .selectFrom('cartItems')
      .select(['id', 'quantity'])
      .where('cartId', '=', cartId)
      .where('productId', '=', product.id);
    return (
      variant ? query.where('variantId', '=', variant.id) : query.where('variantId', 'is', null)
    ).executeTakeFirst();
  };

  for (let attempt = 1; ; attempt += 1) {
    const inserted = await db
      .insertInto('cartItems')
      .values({
        id: newId(),
        cartId,
        productId: product.id,
        variantId: variant?.id ?? null,
        quantity: input.quantity,
        selectedOptions: JSON.stringify(variant ? variantOptions(variant) : {}),
        addedAt: orderedNowIso(),
      })
      // The line exists already (or a parallel add just made it): grow it instead.
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) break;
    const existing = await line();
    if (existing) {
      const grown = await db
        .updateTable('cartItems')
        .set((eb) => ({ quantity: eb('quantity', '+', input.quantity) }))
        .where('id', '=', existing.id)
        .where('quantity', '<=', cap - input.quantity)
        .executeTakeFirst();
      if (grown.numUpdatedRows > 0n) break;
      const now = await line();
      assertSellable((now?.quantity ?? 0) + input.quantity, available, now?.quantity ?? 0);
    }
    // The line was removed between the two writes: try again, a few times at most.
    if (attempt === ADD_ATTEMPTS) {
      throw new AppError(409, 'CART_BUSY', 'Your cart changed while adding; please try again');
    }
  }
  await db.updateTable('carts').set({ updatedAt: nowIso() }).where('id', '=', cartId).execute();
}

/** The owner's lines of a product: the one of the given variant, or all of them. */
async function linesOf(db: Db, owner: CartOwner, productId: string, variantId: string | null | undefined) {
  const cartId = await findCartId(db, owner);
  if (!cartId) throw lineNotFound();
  const lines = (await selectCartLines(db, cartId)).filter(
    (row) =>
      row.productId === productId &&
      (variantId === undefined || variantId === null || row.variantId === variantId),
  );
  if (lines.length === 0) throw lineNotFound();
  return { cartId, lines };
}

/**
 * Sets a line's quantity; 0 removes it. A product with lines for several variants needs `variantId`
 * to say which one.
 */
export async function updateQuantity(
  ctx: Ctx,
  owner: CartOwner,
  productId: string,
  body: UpdateCartBody,
): Promise<void> {
  const { db } = ctx;
  const { lines } = await linesOf(db, owner, productId, body.variantId);
  if (lines.length > 1) {
    throw badRequest(
      'This product is in your cart in several options; say which one (variantId)',
      'VARIANT_REQUIRED',
    );
  }
  const [line] = lines;
  if (!line) throw lineNotFound();
  if (body.quantity === 0) {
    await db.deleteFrom('cartItems').where('id', '=', line.id).execute();
    return;
  }
  // Lowering a quantity is always allowed, even when stock has fallen below what the line holds.
  if (body.quantity > line.quantity) assertSellable(body.quantity, availableUnits(line));
  await db.updateTable('cartItems').set({ quantity: body.quantity }).where('id', '=', line.id).execute();
}

/** Removes the product's line of the given variant, or every line of the product without one. */
export async function removeFromCart(
  ctx: Ctx,
  owner: CartOwner,
  productId: string,
  variantId: string | undefined,
): Promise<void> {
  const { lines } = await linesOf(ctx.db, owner, productId, variantId);
  await ctx.db
    .deleteFrom('cartItems')
    .where(
      'id',
      'in',
      lines.map((l) => l.id),
    )
    .execute();
}

/** Empties the cart and drops its promo code (run it in a transaction). */
export async function clearCart(ctx: Ctx, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(ctx.db, owner);
  if (!cartId) return;
  await ctx.db.deleteFrom('cartItems').where('cartId', '=', cartId).execute();
  await ctx.db
    .updateTable('carts')
    .set({ couponCode: null, updatedAt: nowIso() })
    .where('id', '=', cartId)
    .execute();
}
