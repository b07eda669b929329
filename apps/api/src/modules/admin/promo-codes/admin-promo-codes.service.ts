import { toCents, toDollars } from '@store/shared/money';
import type { AdminPromoCode, PromoCodeValues } from '@store/shared/schemas/admin-promo-codes';
import type { Selectable } from 'kysely';
import { flag, nowIso, serializeWriters } from '../../../db/dialect.ts';
import { newId } from '../../../db/ids.ts';
import type { PromoCodesTable } from '../../../db/types.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { countedOrders } from '../../orders/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

const ENTITY = 'promoCode';
const PROMO_NOT_FOUND = () => notFound('Promo code not found', 'PROMO_CODE_NOT_FOUND');

type PromoRow = Selectable<PromoCodesTable>;

/** The code as staff read it: dollars, the API's words for its type, and what it has brought. */
function toPromoCode(row: PromoRow, revenueCents: number): AdminPromoCode {
  const fixed = row.kind === 'fixed';
  return {
    id: row.id,
    code: row.code,
    type: fixed ? 'fixed' : 'percentage',
    value: fixed ? toDollars(row.amount) : row.amount,
    minSubtotal: row.minSubtotalCents === null ? null : toDollars(row.minSubtotalCents),
    startsAt: row.startsAt === null ? null : new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt).toISOString(),
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer === 1,
    isActive: row.isActive === 1,
    uses: row.usedCount,
    revenue: toDollars(revenueCents),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The columns of a code as the form gives it (the code already in capitals). */
function columnsOf(values: PromoCodeValues) {
  const fixed = values.type === 'fixed';
  return {
    code: values.code,
    kind: fixed ? ('fixed' as const) : ('percent' as const),
    amount: fixed ? toCents(values.value) : values.value,
    minSubtotalCents:
      values.minSubtotal === undefined || values.minSubtotal === null ? null : toCents(values.minSubtotal),
    startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    usageLimit: values.usageLimit ?? null,
    oncePerCustomer: flag(values.oncePerCustomer ?? false),
    isActive: flag(values.isActive ?? true),
  };
}

/** What the orders placed with each code and still counted (not cancelled or refunded) total, in cents. */
async function revenueByCode(ctx: Ctx, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await countedOrders(ctx.db)
    .select((eb) => ['o.couponCode', eb.fn.sum<number | string>('o.totalCents').as('cents')])
    .where('o.couponCode', 'in', codes)
    .groupBy('o.couponCode')
    .execute();
  return new Map(rows.map((row) => [row.couponCode ?? '', Number(row.cents)]));
}

async function withRevenue(ctx: Ctx, rows: PromoRow[]): Promise<AdminPromoCode[]> {
  const revenue = await revenueByCode(
    ctx,
    rows.map((row) => row.code),
  );
  return rows.map((row) => toPromoCode(row, revenue.get(row.code) ?? 0));
}

/** Every code, alphabetically (GET /admin/promo-codes). */
export async function listPromoCodes(ctx: Ctx): Promise<AdminPromoCode[]> {
  return withRevenue(ctx, await ctx.db.selectFrom('promoCodes').selectAll().orderBy('code').execute());
}

async function findPromoCode(ctx: Ctx, id: string): Promise<AdminPromoCode> {
  const row = await ctx.db.selectFrom('promoCodes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw PROMO_NOT_FOUND();
  const [promo] = await withRevenue(ctx, [row]);
  if (!promo) throw PROMO_NOT_FOUND();
  return promo;
}

/** What the audit log keeps of a code: its rules, not its running figures. */
function auditSnapshot({
  uses: _uses,
  revenue: _revenue,
  createdAt: _c,
  updatedAt: _u,
  id: _id,
  ...rules
}: AdminPromoCode) {
  return rules;
}

/**
 * A code is one code whatever its case (they are stored in capitals). Writers take turns, so two
 * admins cannot create the same code at once.
 */
async function assertCodeFree(ctx: Ctx, code: string, exceptId: string | null): Promise<void> {
  await serializeWriters(ctx.db, 'promo-codes');
  let query = ctx.db.selectFrom('promoCodes').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw conflict(`The promo code "${code}" already exists`, 'PROMO_CODE_TAKEN', { code });
  }
}

export async function createPromoCode(ctx: Ctx, values: PromoCodeValues): Promise<AdminPromoCode> {
  await assertCodeFree(ctx, values.code, null);
  const id = newId();
  const now = nowIso();
  await ctx.db
    .insertInto('promoCodes')
    .values({ id, ...columnsOf(values), createdAt: now, updatedAt: now })
    .execute();
  const created = await findPromoCode(ctx, id);
  await recordAudit(ctx, {
    action: 'promoCode.create',
    entityType: ENTITY,
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  return created;
}

/**
 * Replaces a code's rules. Renaming a code leaves the orders placed with it under its old name: their
 * uses stay counted on the code, their revenue shows under the name they were placed with.
 */
export async function updatePromoCode(
  ctx: Ctx,
  id: string,
  values: PromoCodeValues,
): Promise<AdminPromoCode> {
  const before = await findPromoCode(ctx, id);
  await assertCodeFree(ctx, values.code, id);
  await ctx.db
    .updateTable('promoCodes')
    .set({ ...columnsOf(values), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  const after = await findPromoCode(ctx, id);
  await recordAudit(ctx, {
    action: 'promoCode.update',
    entityType: ENTITY,
    entityId: id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return after;
}

/**
 * Deletes a code. Orders placed with it keep its name; carts holding it lose the discount at their
 * next pricing (an unknown code gives none).
 */
export async function deletePromoCode(ctx: Ctx, id: string): Promise<void> {
  const before = await findPromoCode(ctx, id);
  await ctx.db.deleteFrom('promoCodes').where('id', '=', id).execute();
  await recordAudit(ctx, {
    action: 'promoCode.delete',
    entityType: ENTITY,
    entityId: id,
    before: auditSnapshot(before),
    after: null,
  });
}
