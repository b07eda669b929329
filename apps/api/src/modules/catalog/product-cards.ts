import type { Language } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import { activeCategoryOf, type ProductFacts } from '../product-index/index.ts';
import { type ProductSummaryRow, toProductSummary } from './product-mapper.ts';

/** What a card shows of its category. */
export interface CardCategory {
  slug: string;
  nameEn: string;
  nameFr: string | null;
}

/**
 * The card of the product at a slot, from the facts in memory, which hold every column a card shows
 * and follow every write to them (migration 0024): a page of 48 cards read from product rows cost
 * about as much as all the rest of a category page.
 */
export function cardAt(
  facts: ProductFacts,
  slot: number,
  category: CardCategory,
  lang: Language,
): ProductSummary {
  const originalPrice = facts.originalPrice[slot]!;
  const row: ProductSummaryRow = {
    id: facts.id[slot]!,
    nameEn: facts.nameEn[slot]!,
    nameFr: facts.nameFr[slot] ?? null,
    descriptionEn: facts.descriptionEn[slot]!,
    descriptionFr: facts.descriptionFr[slot] ?? null,
    priceCents: facts.price[slot]!,
    originalPriceCents: Number.isNaN(originalPrice) ? null : originalPrice,
    image: facts.image[slot]!,
    rating: facts.rating[slot]!,
    reviewCount: facts.reviews[slot]!,
    inStock: facts.inStock[slot] === 1 ? 1 : 0,
    featured: facts.featured[slot] === 1 ? 1 : 0,
    categorySlug: category.slug,
    categoryNameEn: category.nameEn,
    categoryNameFr: category.nameFr,
  };
  return toProductSummary(row, lang);
}

/**
 * The cards of these slots, in their order, each with its own category; a slot whose product is not
 * active or whose category is not an active one is left out.
 */
export function cardsAt(facts: ProductFacts, slots: Iterable<number>, lang: Language): ProductSummary[] {
  const byNumber = activeCategoryOf(facts);
  const cards: ProductSummary[] = [];
  for (const slot of slots) {
    const category = byNumber[facts.category[slot]!];
    if (category && facts.active[slot] === 1) cards.push(cardAt(facts, slot, category, lang));
  }
  return cards;
}
