import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerId, type Ctx, withTransaction } from '../../lib/context.ts';
import { accessKeyOf } from '../../lib/order-link.ts';
import type { OrderRow } from './order-mapper.ts';

const linkNotFound = () => new AppError(404, 'ORDER_LINK_NOT_FOUND', 'This order link is not valid');
const linkClaimed = () =>
  new AppError(410, 'ORDER_LINK_CLAIMED', 'This order is now in an account: sign in to see it');
const linkExpired = () => new AppError(410, 'ORDER_LINK_EXPIRED', 'This order link has expired');

const isExpired = (row: OrderRow, now = new Date()) =>
  row.accessExpiresAt !== null && new Date(row.accessExpiresAt) <= now;

async function rowOfKey(ctx: Ctx, key: string | null): Promise<OrderRow | undefined> {
  if (!key) return undefined;
  return ctx.db.selectFrom('orders').selectAll().where('accessKey', '=', key).executeTakeFirst();
}

/**
 * The guest order a private link opens. A link stops working when its 90 days are over, and when the
 * order is claimed by an account (its customer signs in to see it from then on).
 */
export async function linkedOrderRow(ctx: Ctx, secret: string, token: string): Promise<OrderRow> {
  const row = await rowOfKey(ctx, accessKeyOf(secret, token));
  if (!row) throw linkNotFound();
  if (row.userId) throw linkClaimed();
  if (isExpired(row)) throw linkExpired();
  return row;
}

/**
 * POST /api/orders/claim: the signed-in customer takes the guest orders whose private links they hold
 * into their account; only orders placed with the account's own e-mail, and only while the link
 * works. Holding the link is the proof: it was shown to whoever paid and sent to the e-mail, so a
 * stranger who signs up with someone else's address gets nothing. Claimed links stop opening the order.
 */
export async function claimOrders(ctx: Ctx, secret: string, tokens: readonly string[]) {
  const userId = callerId(ctx);
  // The account's e-mail as the token's check read it, not looked up again.
  const email = ctx.user?.email.toLowerCase();
  return withTransaction(ctx, async (trx) => {
    const keys = tokens.map((token) => accessKeyOf(secret, token)).filter((key) => key !== null);
    const rows =
      keys.length === 0
        ? []
        : await trx.db.selectFrom('orders').selectAll().where('accessKey', 'in', keys).execute();
    const open = rows.filter((row) => row.userId === null && !isExpired(row));
    const own = open.filter((row) => row.email.toLowerCase() === email);
    if (own.length === 0) {
      // Said for the one link a shopper usually claims: why it gave nothing.
      if (open.length > 0) {
        throw new AppError(
          403,
          'ORDER_CLAIM_EMAIL_MISMATCH',
          'This order was placed with another e-mail address',
        );
      }
      if (rows.some((row) => row.userId === userId)) return { claimed: [] };
      if (rows.some((row) => row.userId === null)) throw linkExpired();
      throw linkNotFound();
    }
    await trx.db
      .updateTable('orders')
      .set({ userId, updatedAt: nowIso() })
      .where(
        'id',
        'in',
        own.map((row) => row.id),
      )
      .where('userId', 'is', null)
      .execute();
    return { claimed: own.map((row) => ({ id: row.id, orderNumber: row.orderNumber })) };
  });
}

/** The private link key of a guest order nobody has claimed; null for any other order. */
export async function guestAccessKey(ctx: Ctx, orderId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('orders')
    .select(['accessKey', 'userId'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.accessKey && !row.userId ? row.accessKey : null;
}
