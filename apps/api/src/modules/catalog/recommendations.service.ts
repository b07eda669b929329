import type { ProductSummary } from '@store/shared/schemas/product';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { activeCategoryOf, type ProductFacts, productFacts } from '../product-index/index.ts';
import { bestLiked } from './best-liked.ts';
import { cardsAt } from './product-cards.ts';
import type { SlotLists } from './slot-lists.ts';
import type { Viewer } from './views.service.ts';

/** Products seen in the same sessions as this one, the most often first. */
const alsoViewed = preparedQuery((db: Db, productId: string, limit: number) =>
  db
    .selectFrom('productViews as mine')
    .innerJoin('productViews as other', (join) =>
      join.onRef('other.sessionId', '=', 'mine.sessionId').onRef('other.productId', '<>', 'mine.productId'),
    )
    .select((eb) => ['other.productId', eb.fn.countAll<number>().as('n')])
    .where('mine.productId', '=', productId)
    .groupBy('other.productId')
    .orderBy('n', 'desc')
    .orderBy('other.productId')
    .limit(limit),
);

/**
 * A list of slots being filled: the slots of these ids first (those shown: active, in an active
 * category), then the best liked of a category or of the store, never the ids left out.
 */
class Picks {
  readonly slots: number[] = [];
  private readonly taken: Set<string>;

  constructor(
    private readonly facts: ProductFacts,
    private readonly lists: SlotLists,
    except: readonly string[],
  ) {
    this.taken = new Set(except);
  }

  /** Adds the slots of these ids that a card would show. */
  addIds(ids: readonly string[]): void {
    const shown = new Set(shownSlots(this.facts, ids));
    for (const slot of shown) this.add(slot);
  }

  /** Tops the list up to `size` with the best liked of a category (its id) or of the store (null). */
  topUp(size: number, categoryId: string | null): void {
    if (this.slots.length >= size) return;
    const number = categoryId === null ? null : this.facts.categoryIds.indexOf(categoryId);
    if (number === -1) return;
    const best = bestLiked(this.lists, this.facts, number, this.taken, size - this.slots.length);
    for (const slot of best) this.add(slot);
  }

  private add(slot: number): void {
    this.slots.push(slot);
    this.taken.add(this.facts.id[slot]!);
  }
}

/** The slots of these ids whose cards would show (active products in active categories), in order. */
function shownSlots(of: ProductFacts, ids: readonly string[]): number[] {
  const byNumber = activeCategoryOf(of);
  return ids
    .map((id) => of.slotOfId(id))
    .filter((slot) => slot >= 0 && of.active[slot] === 1 && byNumber[of.category[slot]!] !== undefined);
}

/**
 * For a product page: what visitors who viewed this product also viewed, then the best of the same
 * category, then the best of the store. Never the product itself. Only the views are read from the
 * database; the rest comes from the facts in memory (best-liked.ts, product-cards.ts).
 */
export async function recommendationsFor(
  ctx: Ctx,
  lists: SlotLists,
  productId: string,
  limit: number,
): Promise<ProductSummary[]> {
  const [facts, coViewed] = await Promise.all([productFacts(ctx.db), alsoViewed(ctx.db, productId, limit)]);
  const picks = new Picks(facts, lists, [productId]);
  picks.addIds(coViewed.map((r) => r.productId));
  const own = facts.slotOfId(productId);
  if (own >= 0) picks.topUp(limit, facts.categoryIds[facts.category[own]!]!);
  picks.topUp(limit, null);
  return cardsAt(facts, picks.slots, ctx.lang);
}

/** For the visitor: the best of the categories they looked at lately, then the best of the store. */
export async function recommendationsForVisitor(
  ctx: Ctx,
  lists: SlotLists,
  viewer: Viewer,
  limit: number,
): Promise<ProductSummary[]> {
  const viewed =
    viewer.userId || viewer.sessionId
      ? await ctx.db
          .selectFrom('productViews as v')
          .innerJoin('products as p', 'p.id', 'v.productId')
          .select(['v.productId', 'p.categoryId'])
          .$if(viewer.userId !== null, (q) => q.where('v.userId', '=', viewer.userId!))
          .$if(viewer.userId === null, (q) => q.where('v.sessionId', '=', viewer.sessionId!))
          .orderBy('v.createdAt', 'desc')
          .limit(20)
          .execute()
      : [];
  const facts = await productFacts(ctx.db);
  const picks = new Picks(
    facts,
    lists,
    viewed.map((v) => v.productId),
  );
  for (const categoryId of new Set(viewed.map((v) => v.categoryId))) {
    picks.topUp(Math.min(limit, picks.slots.length + Math.ceil(limit / 2)), categoryId);
  }
  picks.topUp(limit, null);
  return cardsAt(facts, picks.slots, ctx.lang);
}
