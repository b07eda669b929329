import type { Insertable } from 'kysely';
import { stableId } from '../db/ids.ts';
import type { PromoCodesTable } from '../db/types.ts';
import { isoDaysBefore } from './product-rows.ts';

/** Demo promo codes: one fixed, one percentage with a minimum, one expired to show the refusal. */
export function promoCodeRows(): Insertable<PromoCodesTable>[] {
  const createdAt = isoDaysBefore(200);
  const base = { usageLimit: null, usedCount: 0, isActive: 1 as const, createdAt, updatedAt: createdAt };
  return [
    {
      id: stableId('promo:WELCOME5'),
      code: 'WELCOME5',
      kind: 'fixed',
      amount: 500,
      minSubtotalCents: null,
      startsAt: null,
      endsAt: null,
      ...base,
      // The demo customer's first order used it.
      usedCount: 1,
    },
    {
      id: stableId('promo:SAVE10'),
      code: 'SAVE10',
      kind: 'percent',
      amount: 10,
      minSubtotalCents: 10_000,
      startsAt: null,
      endsAt: null,
      ...base,
    },
    {
      id: stableId('promo:SUMMER2024'),
      code: 'SUMMER2024',
      kind: 'percent',
      amount: 20,
      minSubtotalCents: null,
      startsAt: '2024-06-01T00:00:00.000Z',
      endsAt: '2024-08-31T23:59:59.000Z',
      ...base,
    },
  ];
}
