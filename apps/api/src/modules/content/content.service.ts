import { discountPercent, toDollars } from '@store/shared/money';
import type { Brand, HeroSlide, Testimonial } from '@store/shared/schemas/content';
import type { Ctx } from '../../lib/context.ts';
import { pick, pickOptional } from '../../lib/i18n.ts';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/**
 * A slide's percent-off badge, from its two prices (never stored apart from them); null when the
 * slide shows no saving.
 */
export function slideDiscount(currentPriceCents: number | null, oldPriceCents: number | null): number | null {
  return currentPriceCents === null ? null : discountPercent(currentPriceCents, oldPriceCents) || null;
}

/** Active hero slides in their display order. */
export async function listHeroSlides(ctx: Ctx): Promise<HeroSlide[]> {
  const rows = await ctx.db
    .selectFrom('heroSlides')
    .selectAll()
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    title: pick(ctx.lang, r.titleEn, r.titleFr),
    subtitle: pick(ctx.lang, r.subtitleEn, r.subtitleFr),
    description: pickOptional(ctx.lang, r.descriptionEn, r.descriptionFr),
    image: r.image,
    productImage: r.productImage,
    backgroundImage: r.backgroundImage,
    gradient: r.gradient,
    currentPrice: dollarsOrNull(r.currentPriceCents),
    oldPrice: dollarsOrNull(r.oldPriceCents),
    discount: slideDiscount(r.currentPriceCents, r.oldPriceCents),
    buttonText: pick(ctx.lang, r.buttonTextEn, r.buttonTextFr),
    buttonLink: r.buttonLink,
    order: r.sortOrder,
  }));
}

/** Active testimonials in display order. */
export async function listTestimonials(ctx: Ctx): Promise<Testimonial[]> {
  const rows = await ctx.db
    .selectFrom('testimonials')
    .selectAll()
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    name: r.name,
    title: pick(ctx.lang, r.titleEn, r.titleFr),
    comment: pick(ctx.lang, r.commentEn, r.commentFr),
    rating: r.rating,
    image: r.image,
    date: r.date,
  }));
}

/** Active brands in display order. */
export async function listBrands(ctx: Ctx): Promise<Brand[]> {
  const rows = await ctx.db
    .selectFrom('brands')
    .selectAll()
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    name: r.name,
    logoUrl: r.logoUrl,
    description: pick(ctx.lang, r.descriptionEn, r.descriptionFr),
  }));
}
