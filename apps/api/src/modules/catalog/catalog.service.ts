import type { Category } from '@store/shared/schemas/content';
import type { ProductSummary } from '@store/shared/schemas/product';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import {
  activeCategoryOf,
  categoryCounts,
  compareIds,
  type ProductFacts,
  productFacts,
} from '../product-index/index.ts';
import { cardsAt } from './product-cards.ts';
import type { SlotLists } from './slot-lists.ts';

/** How many featured products the home carousel gets at most. */
const FEATURED_LIMIT = 24;

/**
 * Active categories in display order, each with its count of active products, from the facts every
 * process keeps in memory (the categories and the counts follow every write, migration 0025).
 */
export async function listCategories(ctx: Ctx, limit?: number): Promise<Category[]> {
  const facts = await productFacts(ctx.db);
  const counts = categoryCounts(facts);
  return facts.categories.slice(0, limit).map((c) => {
    const number = facts.categoryIds.indexOf(c.id);
    const productCount = counts.active[number] ?? 0;
    return {
      _id: c.id,
      id: c.id,
      name: pick(ctx.lang, c.nameEn, c.nameFr),
      slug: c.slug,
      description: pick(ctx.lang, c.descriptionEn, c.descriptionFr),
      image: c.image,
      icon: c.icon,
      order: c.sortOrder,
      productCount,
      count: productCount,
      featured: (counts.featured[number] ?? 0) > 0,
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
  const byNumber = activeCategoryOf(facts);
  const slots = lists.get(facts, 'featured', String(facts.version), () => {
    const featured: number[] = [];
    for (let slot = 0; slot < facts.size; slot += 1) {
      const shown = facts.featured[slot] === 1 && facts.active[slot] === 1;
      if (shown && byNumber[facts.category[slot]!]) featured.push(slot);
    }
    return Int32Array.from(featured.sort(newerFirst(facts)).slice(0, FEATURED_LIMIT));
  });
  return cardsAt(facts, slots, ctx.lang);
}
