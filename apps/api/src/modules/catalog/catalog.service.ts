import type { Category } from '@store/shared/schemas/content';
import type { ProductSummary } from '@store/shared/schemas/product';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { compareIds, type ProductFacts } from '../search/fact-columns.ts';
import { productFacts } from '../search/product-facts.ts';
import { cardAt } from './product-cards.ts';
import { activeCategoriesWithCounts } from './product-mapper.ts';
import type { SlotLists } from './slot-lists.ts';

/** How many featured products the home carousel gets at most. */
const FEATURED_LIMIT = 24;

const CATEGORY_COLUMNS = [
  'c.id',
  'c.slug',
  'c.nameEn',
  'c.nameFr',
  'c.descriptionEn',
  'c.descriptionFr',
  'c.image',
  'c.icon',
  'c.sortOrder',
] as const;

function categoriesInOrder(db: Db) {
  return activeCategoriesWithCounts(db)
    .select([...CATEGORY_COLUMNS, 'n.activeCount as productCount', 'n.featuredCount'])
    .orderBy('c.sortOrder')
    .orderBy('c.slug');
}
const allCategories = preparedQuery((db: Db) => categoriesInOrder(db));
const firstCategories = preparedQuery((db: Db, limit: number) => categoriesInOrder(db).limit(limit));

/** Active categories in display order, each with its count of active products (kept by triggers). */
export async function listCategories(ctx: Ctx, limit?: number): Promise<Category[]> {
  const rows = await (limit === undefined ? allCategories(ctx.db) : firstCategories(ctx.db, limit));
  return rows.map((r) => {
    const productCount = Number(r.productCount);
    return {
      _id: r.id,
      id: r.id,
      name: pick(ctx.lang, r.nameEn, r.nameFr),
      slug: r.slug,
      description: pick(ctx.lang, r.descriptionEn, r.descriptionFr),
      image: r.image,
      icon: r.icon,
      order: r.sortOrder,
      productCount,
      count: productCount,
      featured: Number(r.featuredCount ?? 0) > 0,
    };
  });
}

/** Negative when slot a is newer than slot b: the newest first, ties by the higher id. */
function newerFirst(facts: ProductFacts) {
  return (a: number, b: number) => facts.created[b]! - facts.created[a]! || compareIds(facts, b, a);
}

/**
 * Featured, active products of active categories for the home carousel, newest first: from the facts
 * in memory, the list worked out again only when a product or a category changed (facts.version).
 */
export async function listFeaturedProducts(ctx: Ctx, lists: SlotLists): Promise<ProductSummary[]> {
  const facts = await productFacts(ctx.db);
  const byNumber = facts.categoryIds.map((id) => facts.categories.find((c) => c.id === id));
  const slots = lists.get(facts, 'featured', String(facts.version), () => {
    const featured: number[] = [];
    for (let slot = 0; slot < facts.size; slot += 1) {
      const shown = facts.featured[slot] === 1 && facts.active[slot] === 1;
      if (shown && byNumber[facts.category[slot]!]) featured.push(slot);
    }
    return Int32Array.from(featured.sort(newerFirst(facts)).slice(0, FEATURED_LIMIT));
  });
  return Array.from(slots, (slot) => cardAt(facts, slot, byNumber[facts.category[slot]!]!, ctx.lang));
}
