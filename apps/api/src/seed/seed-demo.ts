import { DEMO_CUSTOMER_PASSWORD, DEMO_MANAGER_PASSWORD } from '../config.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { rebuildSalesLedger } from '../modules/orders/sales-ledger.ts';
import type { Db } from '../db/connect.ts';
import { brandRows, heroSlideRows, testimonialRows } from './content.ts';
import { footerSectionRows, footerSettingsRow, socialLinkRows } from './footer.ts';
import { insertRows } from './insert-rows.ts';
import { historyCustomerRows, historyOrderRows } from './order-history.ts';
import { orderRows } from './orders.ts';
import { contentPageRows } from './pages.ts';
import { catalogueRows } from './product-rows.ts';
import { promoCodeRows } from './promo-codes.ts';
import {
  adminPermissionRows,
  adminRow,
  customerAddressRows,
  customerRow,
  managerPermissionRows,
  managerRow,
} from './users.ts';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** scrypt N; the test suite lowers it (config.passwordHashCost). */
  passwordHashCost?: number;
  /**
   * The demo customer (whose password is published in the README) with their addresses and orders,
   * and the demo catalogue manager (an admin with the product and category permissions only).
   * Production passes false: a real shop must never hold an account anyone can sign in to.
   */
  demoAccounts: boolean;
  /** With the demo accounts: about 200 orders of the last 90 days (order-history.ts). */
  orderHistory?: boolean;
  /** When the history's last day is (tests fix it); now by default. */
  now?: number;
}

/** True when the catalogue has not been seeded yet (no categories). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Seeds the demo store: catalogue, content, footer, the superadmin, the promo codes and (unless
 * `demoAccounts` is false) the demo customer with their orders and the demo catalogue manager. Every row has a stable id and is inserted with ON CONFLICT DO NOTHING
 * in one transaction, so a second run changes nothing and a failed run leaves nothing half-done.
 * `inserted` tells whether this run added any row. The search index is the caller's to refresh
 * (ensureSearchIndex), as at server start.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ inserted: boolean }> {
  const cost = opts.passwordHashCost === undefined ? undefined : { N: opts.passwordHashCost };
  // Hashed before the transaction opens (scrypt is slow on purpose) and one at a time (it is memory-hard).
  const adminHash = await hashPassword(opts.adminPassword, cost);
  const customerHash = opts.demoAccounts ? await hashPassword(DEMO_CUSTOMER_PASSWORD, cost) : null;
  const managerHash = opts.demoAccounts ? await hashPassword(DEMO_MANAGER_PASSWORD, cost) : null;

  const catalogue = catalogueRows();
  const orders = customerHash ? orderRows(catalogue) : null;
  const now = opts.now ?? Date.now();
  const history = customerHash && opts.orderHistory ? historyOrderRows(catalogue, now) : null;
  const footer = footerSectionRows();
  const skip = { skipExisting: true };

  return db.transaction().execute(async (trx) => {
    let n = 0;
    n += await insertRows(trx, 'categories', catalogue.categories, skip);
    n += await insertRows(trx, 'products', catalogue.products, skip);
    n += await insertRows(trx, 'productImages', catalogue.images, skip);
    n += await insertRows(trx, 'productSpecifications', catalogue.specs, skip);
    n += await insertRows(trx, 'productVariants', catalogue.variants, skip);

    n += await insertRows(trx, 'users', [adminRow(opts.adminEmail, adminHash)], skip);
    // The admin may already exist under another id (created before the seed); grant that account.
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', opts.adminEmail.toLowerCase())
      .executeTakeFirstOrThrow();
    n += await insertRows(trx, 'userPermissions', adminPermissionRows(admin.id), skip);
    // The demo codes are published in the README: a real shop (production) must not honour them.
    if (opts.demoAccounts) n += await insertRows(trx, 'promoCodes', promoCodeRows(), skip);

    if (customerHash && orders) {
      n += await insertRows(trx, 'users', [customerRow(customerHash)], skip);
      n += await insertRows(trx, 'addresses', customerAddressRows(), skip);
      if (history) n += await insertRows(trx, 'users', historyCustomerRows(customerHash, history), skip);
      let placed = 0;
      for (const rows of history ? [orders, history] : [orders]) {
        placed += await insertRows(trx, 'orders', rows.orders, skip);
        n += await insertRows(trx, 'orderItems', rows.items, skip);
        n += await insertRows(trx, 'orderEvents', rows.events, skip);
        n += await insertRows(trx, 'payments', rows.payments, skip);
      }
      n += placed;
      // The history is written around the order flow, so its sales and code uses are added up from it.
      if (placed > 0) {
        await rebuildSalesLedger(trx);
        await trx
          .updateTable('promoCodes')
          .set((eb) => ({
            usedCount: eb
              .selectFrom('orders')
              .select((o) => o.fn.countAll<number>().as('n'))
              .whereRef('orders.couponCode', '=', 'promoCodes.code'),
          }))
          .execute();
      }
    }
    if (managerHash) {
      n += await insertRows(trx, 'users', [managerRow(managerHash)], skip);
      n += await insertRows(trx, 'userPermissions', managerPermissionRows(), skip);
    }

    n += await insertRows(trx, 'heroSlides', heroSlideRows(catalogue), skip);
    n += await insertRows(trx, 'testimonials', testimonialRows(), skip);
    n += await insertRows(trx, 'brands', brandRows(), skip);
    n += await insertRows(trx, 'footerSettings', [footerSettingsRow()], skip);
    n += await insertRows(trx, 'footerSections', footer.sections, skip);
    n += await insertRows(trx, 'footerLinks', footer.links, skip);
    n += await insertRows(trx, 'socialLinks', socialLinkRows(), skip);
    n += await insertRows(trx, 'contentPages', contentPageRows(), skip);
    return { inserted: n > 0 };
  });
}
