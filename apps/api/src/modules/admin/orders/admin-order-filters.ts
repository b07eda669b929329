import type { AdminOrderCustomer, AdminOrderFilters } from '@store/shared/schemas/admin-orders';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { containsText } from '../../../lib/text-match.ts';
import { parseAddress } from '../../orders/index.ts';

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant a `dateFrom` lets in: a bare day from its start (UTC), an instant as it is. */
function fromInstant(value: string): string {
  return BARE_DAY.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/** The last instant a `dateTo` lets in: a bare day to its last millisecond (UTC), an instant as it is. */
function toInstant(value: string): string {
  return BARE_DAY.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

/**
 * Orders (`o`) with their customer's account (`u`, absent once deleted) as the list and the CSV export
 * filter them: by status, by the day or instant placed, and by a search over the order number, the
 * customer's names and e-mail (the order's and the account's). Both read through this one builder,
 * so an export holds exactly what the list shows.
 */
export function filteredOrders(db: Db, filters: Omit<AdminOrderFilters, 'page' | 'limit'>) {
  const { status, dateFrom, dateTo } = filters;
  const search = filters.search?.trim() ?? '';
  return db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.userId')
    .$if(status !== undefined, (q) => q.where('o.status', '=', status!))
    .$if(dateFrom !== undefined, (q) => q.where('o.createdAt', '>=', fromInstant(dateFrom!)))
    .$if(dateTo !== undefined, (q) => q.where('o.createdAt', '<=', toInstant(dateTo!)))
    .$if(search !== '', (q) =>
      q.where((eb) =>
        eb.or([
          containsText(eb.ref('o.orderNumber'), search),
          containsText(eb.ref('o.email'), search),
          containsText(eb.ref('u.email'), search),
          // First, last or full name: "ada", "lovelace" and "ada love" all find Ada Lovelace.
          containsText(sql<string>`${eb.ref('u.firstName')} || ' ' || ${eb.ref('u.lastName')}`, search),
        ]),
      ),
    );
}

/** The columns `customerOf` needs, selected beside an order row. */
export const CUSTOMER_COLUMNS = [
  'o.email',
  'o.shippingAddress',
  'u.id as userId',
  'u.firstName',
  'u.lastName',
  'u.email as userEmail',
  'u.phone',
] as const;

interface CustomerColumns {
  email: string;
  shippingAddress: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  userEmail: string | null;
  phone: string | null;
}

/**
 * The customer of an order: the account's name, e-mail and phone, or, once the account is deleted,
 * the name and phone of the shipping address and the e-mail the order was placed with.
 */
export function customerOf(row: CustomerColumns): AdminOrderCustomer {
  if (row.userId !== null && row.firstName !== null && row.lastName !== null) {
    const address = row.phone ? null : parseAddress(row.shippingAddress);
    return {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.userEmail ?? row.email,
      phone: row.phone ?? (address?.phone || null),
    };
  }
  const address = parseAddress(row.shippingAddress);
  return {
    id: null,
    firstName: address.firstName,
    lastName: address.lastName,
    email: row.email,
    phone: address.phone || null,
  };
}
