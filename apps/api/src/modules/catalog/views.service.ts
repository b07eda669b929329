import { sql } from 'kysely';
import type { Ctx } from '../../lib/context.ts';
import { newId } from '../../db/ids.ts';
import { productNotFound } from './product.service.ts';

/** A visitor reopening a product within this window counts as one view (popularity can't be pumped by reloads). */
const VIEW_DEDUP_MS = 30 * 60_000;

export interface Viewer {
  userId: string | null;
  sessionId: string | null;
}

/** Records a product view for recommendations and the popularity sort (run it in a transaction). */
export async function trackView(ctx: Ctx, viewer: Viewer, productId: string): Promise<void> {
  const { db } = ctx;
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  if (viewer.userId || viewer.sessionId) {
    const since = new Date(Date.now() - VIEW_DEDUP_MS).toISOString();
    const recent = await db
      .selectFrom('productViews')
      .select('id')
      .where('productId', '=', productId)
      .where('createdAt', '>=', since)
      .$if(viewer.userId !== null, (q) => q.where('userId', '=', viewer.userId!))
      .$if(viewer.userId === null, (q) => q.where('sessionId', '=', viewer.sessionId!))
      .executeTakeFirst();
    if (recent) return;
  }
  await db
    .insertInto('productViews')
    .values({ id: newId(), productId, userId: viewer.userId, sessionId: viewer.sessionId })
    .execute();
  await db
    .updateTable('products')
    .set({ viewCount: sql`view_count + 1` })
    .where('id', '=', productId)
    .execute();
}
