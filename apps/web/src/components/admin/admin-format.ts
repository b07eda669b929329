/**
 * How the admin panel writes dates, money and ids: US English and US dollars in both languages
 * (admin §1, §9), and the last 8 characters of an id as its short number:
 *
 *   formatAdminDate(order.createdAt)   // '11/25/2026'
 *   formatAdminTime(refund.nextTryAt)  // '11/25/2026, 2:05 PM'
 *   formatAdminPrice(order.total)      // '$1,234.56'
 *   shortId(order._id)                 // '9f8e7d6c'
 */
import { LOCALE, type OrderStatus, type Role } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { TFunction } from '../../i18n/translator.ts';

const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const usDate = new Intl.DateTimeFormat(LOCALE, DAY);
const usTime = new Intl.DateTimeFormat(LOCALE, { ...DAY, hour: 'numeric', minute: '2-digit' });

const formatWith = (format: Intl.DateTimeFormat) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** A timestamp as a US date; an unreadable one stays as it came. */
export const formatAdminDate = formatWith(usDate);

/** A timestamp as a US date and time, for what happens within the day (a refund's next try). */
export const formatAdminTime = formatWith(usTime);

/** Dollars as '$1,234.56'. */
export const formatAdminPrice = formatPrice;

/** The last 8 characters of an id, as it is: the dashboard's order number (admin §9). */
export function shortId(id: string): string {
  return id.slice(-8);
}

/** A status as a word inside a sentence ('cancelled', 'en préparation'), not as a badge's title. */
export function statusWord(status: OrderStatus, t: TFunction<'admin'>): string {
  return t(`common.orderStatus.${status}`).toLocaleLowerCase();
}

/** A role as a word inside a sentence ('Your account (user)', 'Votre compte (utilisateur)'). */
export function roleWord(role: Role, t: TFunction<'admin'>): string {
  return t(`common.role.${role}`).toLocaleLowerCase();
}
