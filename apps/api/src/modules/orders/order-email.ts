import type { Language } from '@store/shared/constants';
import type { Ctx } from '../../lib/context.ts';
import { type EmailKind, enqueueEmail } from '../email/index.ts';
import { toOrder } from './order-mapper.ts';

/**
 * The customer's language for e-mails: their saved preference; for a guest's order (or a deleted
 * account's), the language the order was placed in.
 */
export async function customerLanguage(
  ctx: Ctx,
  order: { userId: string | null; lang: Language },
): Promise<Language> {
  if (!order.userId) return order.lang;
  const row = await ctx.db
    .selectFrom('users')
    .select('prefLanguage')
    .where('id', '=', order.userId)
    .executeTakeFirst();
  return row?.prefLanguage ?? order.lang;
}

/** Queues an e-mail about the order, showing it as it is now, in its customer's language. */
export async function queueOrderEmail(ctx: Ctx, orderId: string, kind: EmailKind): Promise<void> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const order = await toOrder(ctx, row);
  await enqueueEmail(ctx, { kind, to: order.email, lang: await customerLanguage(ctx, row), order });
}
