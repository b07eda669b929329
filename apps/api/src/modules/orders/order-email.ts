import type { Language } from '@store/shared/constants';
import type { Ctx } from '../../lib/context.ts';
import { type EmailKind, enqueueEmail } from '../email/index.ts';
import { toOrder } from './order-mapper.ts';

/** The customer's language for e-mails: their saved preference; a deleted account's order, English. */
export async function customerLanguage(ctx: Ctx, userId: string | null): Promise<Language> {
  if (!userId) return 'en';
  const row = await ctx.db
    .selectFrom('users')
    .select('prefLanguage')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.prefLanguage ?? 'en';
}

/** Queues an e-mail about the order, showing it as it is now, in its customer's language. */
export async function queueOrderEmail(ctx: Ctx, orderId: string, kind: EmailKind): Promise<void> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const order = await toOrder(ctx, row);
  await enqueueEmail(ctx, { kind, to: order.email, lang: await customerLanguage(ctx, row.userId), order });
}
