import type { AdminPromoCode } from '@store/shared/schemas/admin-promo-codes';
import { formatAdminDate, formatAdminPrice } from '../../components/admin/admin-format.ts';
import type { TFunction } from '../../i18n/translator.ts';

/**
 * How the promo code list words a code's rules: money in the panel's dollars (admin §9, alike in both
 * languages), a percentage as the panel's language writes it ('15%', '15 %'), dates as US dates.
 */

type AdminT = TFunction<'admin'>;

/** '$10.00 off' or '15% off'. */
export function discountText(promo: Pick<AdminPromoCode, 'type' | 'value'>, t: AdminT): string {
  if (promo.type === 'fixed') return t('promos.discount.fixed', { amount: formatAdminPrice(promo.value) });
  const percent = new Intl.NumberFormat(t.language, { style: 'percent' }).format(promo.value / 100);
  return t('promos.discount.percentage', { percent });
}

/** The minimum subtotal, or 'None'. */
export function minimumText(promo: Pick<AdminPromoCode, 'minSubtotal'>, t: AdminT): string {
  return promo.minSubtotal === null ? t('promos.noMinimum') : formatAdminPrice(promo.minSubtotal);
}

/**
 * When a code is valid, as the lines the list shows: 'Always'; 'From 6/1/2024' and 'to 8/31/2024';
 * 'From 6/1/2024' alone or 'Until 8/31/2024'. Two dates stand on two lines so the column stays narrow.
 */
export function validityLines(promo: Pick<AdminPromoCode, 'startsAt' | 'endsAt'>, t: AdminT): string[] {
  const start = promo.startsAt && formatAdminDate(promo.startsAt);
  const end = promo.endsAt && formatAdminDate(promo.endsAt);
  if (start && end) {
    return [t('promos.validity.between.start', { start }), t('promos.validity.between.end', { end })];
  }
  if (start) return [t('promos.validity.from', { start })];
  if (end) return [t('promos.validity.until', { end })];
  return [t('promos.validity.always')];
}

/**
 * Whether the code's dates refuse it now, whatever its switch says: ended, not started yet, or null
 * while they let it in. The list says so beside the dates, so an expired 'Active' code is no puzzle.
 */
export function outsideDates(
  promo: Pick<AdminPromoCode, 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): 'ended' | 'upcoming' | null {
  if (promo.endsAt && new Date(promo.endsAt) <= now) return 'ended';
  if (promo.startsAt && new Date(promo.startsAt) > now) return 'upcoming';
  return null;
}

/** '3 / 100' with a usage limit, '3' without. */
export function usesText(promo: Pick<AdminPromoCode, 'uses' | 'usageLimit'>, t: AdminT): string {
  const number = new Intl.NumberFormat(t.language);
  const uses = number.format(promo.uses);
  return promo.usageLimit === null
    ? uses
    : t('promos.usesOf', { uses, limit: number.format(promo.usageLimit) });
}
