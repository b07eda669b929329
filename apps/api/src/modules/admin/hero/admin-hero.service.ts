import { toCents, toDollars } from '@store/shared/money';
import {
  type AdminHeroSlide,
  HERO_DEFAULT_BUTTON_TEXT,
  HERO_MESSAGES,
  type HeroSlideFormValues,
} from '@store/shared/schemas/admin-hero';
import type { Selectable } from 'kysely';
import { newId } from '../../../db/ids.ts';
import { flag, nowIso } from '../../../db/dialect.ts';
import type { HeroSlidesTable } from '../../../db/types.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { slideDiscount } from '../../content/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

const SLIDE_NOT_FOUND = () => notFound('Slide not found', 'HERO_SLIDE_NOT_FOUND');
const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

function toAdminSlide(r: Selectable<HeroSlidesTable>): AdminHeroSlide {
  return {
    _id: r.id,
    id: r.id,
    title: r.titleEn,
    titleFr: r.titleFr,
    subtitle: r.subtitleEn,
    subtitleFr: r.subtitleFr,
    description: r.descriptionEn,
    descriptionFr: r.descriptionFr,
    buttonText: r.buttonTextEn,
    buttonTextFr: r.buttonTextFr,
    buttonLink: r.buttonLink,
    productImage: r.productImage,
    backgroundImage: r.backgroundImage,
    isActive: r.isActive === 1,
    discount: slideDiscount(r.currentPriceCents, r.oldPriceCents),
    oldPrice: dollarsOrNull(r.oldPriceCents),
    currentPrice: dollarsOrNull(r.currentPriceCents),
    order: r.sortOrder,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** What the audit log keeps of a slide: its editable fields. */
function auditSnapshot(slide: AdminHeroSlide): Record<string, unknown> {
  const { _id: _ignored, createdAt: _c, updatedAt: _u, ...fields } = slide;
  return fields;
}

/** The columns a slide form writes; the storefront's `image` follows the product image. */
function columnsOf(input: HeroSlideFormValues) {
  return {
    titleEn: input.title,
    titleFr: input.titleFr,
    subtitleEn: input.subtitle ?? '',
    subtitleFr: input.subtitleFr,
    descriptionEn: input.description,
    descriptionFr: input.descriptionFr,
    buttonTextEn: input.buttonText ?? HERO_DEFAULT_BUTTON_TEXT,
    buttonTextFr: input.buttonTextFr,
    buttonLink: input.buttonLink,
    image: input.productImage,
    productImage: input.productImage,
    backgroundImage: input.backgroundImage,
    isActive: flag(input.isActive),
    oldPriceCents: centsOrNull(input.oldPrice),
    currentPriceCents: centsOrNull(input.currentPrice),
  };
}

/** Every slide, active or not, in slider order (admin §7 GET /admin/hero). */
export async function listAdminSlides(ctx: Ctx): Promise<AdminHeroSlide[]> {
  const rows = await ctx.db.selectFrom('heroSlides').selectAll().orderBy('sortOrder').orderBy('id').execute();
  return rows.map(toAdminSlide);
}

async function findSlide(ctx: Ctx, id: string): Promise<AdminHeroSlide | null> {
  const row = await ctx.db.selectFrom('heroSlides').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdminSlide(row) : null;
}

/** Adds a slide at the end of the slider. */
export async function createSlide(ctx: Ctx, input: HeroSlideFormValues): Promise<AdminHeroSlide> {
  const last = await ctx.db
    .selectFrom('heroSlides')
    .select((eb) => eb.fn.max('sortOrder').as('max'))
    .executeTakeFirst();
  const id = newId();
  const now = nowIso();
  const order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  await ctx.db
    .insertInto('heroSlides')
    .values({ id, ...columnsOf(input), gradient: null, sortOrder: order, createdAt: now, updatedAt: now })
    .execute();
  const created = (await findSlide(ctx, id)) as AdminHeroSlide;
  await recordAudit(ctx, {
    action: 'hero.create',
    entityType: 'heroSlide',
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  return created;
}

/** Replaces a slide's fields (activating is sending the slide with the flag flipped, admin §4). */
export async function updateSlide(ctx: Ctx, id: string, input: HeroSlideFormValues): Promise<AdminHeroSlide> {
  const before = await findSlide(ctx, id);
  if (!before) throw SLIDE_NOT_FOUND();
  await ctx.db
    .updateTable('heroSlides')
    .set({ ...columnsOf(input), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  const after = (await findSlide(ctx, id)) as AdminHeroSlide;
  await recordAudit(ctx, {
    action: 'hero.update',
    entityType: 'heroSlide',
    entityId: id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return after;
}

export async function deleteSlide(ctx: Ctx, id: string): Promise<void> {
  const before = await findSlide(ctx, id);
  if (!before) throw SLIDE_NOT_FOUND();
  await ctx.db.deleteFrom('heroSlides').where('id', '=', id).execute();
  await recordAudit(ctx, {
    action: 'hero.delete',
    entityType: 'heroSlide',
    entityId: id,
    before: auditSnapshot(before),
    after: null,
  });
}

/**
 * Puts the slides in the given order (positions 0, 1, 2…). The list must name every slide exactly
 * once: a list made from a stale screen (a slide added or deleted meanwhile) is refused rather than
 * half applied.
 */
export async function reorderSlides(ctx: Ctx, ids: readonly string[]): Promise<AdminHeroSlide[]> {
  const before = await listAdminSlides(ctx);
  const existing = new Set(before.map((slide) => slide.id));
  const listed = new Set(ids);
  const exact =
    listed.size === ids.length && listed.size === existing.size && ids.every((id) => existing.has(id));
  if (!exact) throw badRequest(HERO_MESSAGES.order, 'INVALID_SLIDE_ORDER');
  const now = nowIso();
  const positionOf = new Map(before.map((slide) => [slide.id, slide.order]));
  for (const [position, id] of ids.entries()) {
    if (positionOf.get(id) === position) continue;
    await ctx.db
      .updateTable('heroSlides')
      .set({ sortOrder: position, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }
  await recordAudit(ctx, {
    action: 'hero.reorder',
    entityType: 'heroSlide',
    entityId: null,
    before: { order: before.map((slide) => slide.id) },
    after: { order: [...ids] },
  });
  return listAdminSlides(ctx);
}
