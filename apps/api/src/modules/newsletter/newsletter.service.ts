import type { Ctx } from '../../lib/context.ts';
import { newId } from '../../db/ids.ts';

/**
 * Subscribes an e-mail address; subscribing again is not an error and changes nothing (a lapsed
 * subscription is renewed). Returns whether this call created the subscription.
 */
export async function subscribe(ctx: Ctx, email: string): Promise<{ created: boolean }> {
  const existing = await ctx.db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'unsubscribedAt'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    if (existing.unsubscribedAt !== null) {
      await ctx.db
        .updateTable('newsletterSubscriptions')
        .set({ unsubscribedAt: null })
        .where('id', '=', existing.id)
        .execute();
    }
    return { created: false };
  }
  const result = await ctx.db
    .insertInto('newsletterSubscriptions')
    .values({ id: newId(), email })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
}
