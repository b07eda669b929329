import { sql } from 'kysely';
import { nowIso } from '../../../db/dialect.ts';
import type { Ctx } from '../../../lib/context.ts';

/**
 * What an account leaves behind outside its own row and the tables that go with it (ON DELETE
 * CASCADE): messages it sent, the newsletter subscription of its e-mail, the addresses of payments
 * that never became an order. Removed before the account is deleted or anonymised.
 */
export async function eraseTraces(ctx: Ctx, id: string): Promise<void> {
  const row = await ctx.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  await ctx.db.deleteFrom('contactMessages').where('userId', '=', id).execute();
  await ctx.db.deleteFrom('newsletterSubscriptions').where('email', '=', row.email).execute();
  await ctx.db
    .updateTable('payments')
    .set({ shippingAddress: null, billingAddress: null })
    .where('userId', '=', id)
    .where('orderId', 'is', null)
    .execute();
}

/**
 * Empties an account that orders refer to, in place: the orders keep their own snapshot (e-mail,
 * addresses, lines, totals) and their link to this row, while the person's data is gone. The row keeps
 * an e-mail no one can have (the id under the reserved .invalid domain), a password no hash can match,
 * and can never sign in again.
 */
export async function anonymiseUser(ctx: Ctx, id: string): Promise<void> {
  await eraseTraces(ctx, id);
  for (const table of ['userPermissions', 'addresses', 'favorites', 'carts', 'searches'] as const) {
    await ctx.db.deleteFrom(table).where('userId', '=', id).execute();
  }
  await ctx.db.updateTable('productViews').set({ userId: null }).where('userId', '=', id).execute();
  const now = nowIso();
  await ctx.db
    .updateTable('users')
    .set({
      email: `deleted-${id}@anonymised.invalid`,
      firstName: 'Deleted',
      lastName: 'user',
      phone: null,
      dateOfBirth: null,
      gender: null,
      avatar: null,
      // Not a hash at all: verifyPassword refuses anything that is not scrypt$…
      passwordHash: '!',
      role: 'user',
      isActive: 0,
      tokenVersion: sql<number>`token_version + 1`,
      lastLoginAt: null,
      prefNewsletter: 0,
      prefNotifyEmail: 0,
      prefNotifySms: 0,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}
