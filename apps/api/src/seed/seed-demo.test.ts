import { discountPercent } from '@store/shared/money';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_MANAGER_EMAIL,
  DEMO_MANAGER_PASSWORD,
} from '../config.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import type { Db } from '../db/connect.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';
import { openTestDb } from './test-db.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));
const OPTIONS = {
  adminEmail: 'owner@example.com',
  adminPassword: 'owner-pass-123',
  passwordHashCost: 2 ** 10,
  demoAccounts: true,
};

const TABLES = [
  'categories',
  'products',
  'product_images',
  'product_specifications',
  'product_variants',
  'users',
  'user_permissions',
  'addresses',
  'promo_codes',
  'orders',
  'order_items',
  'order_events',
  'payments',
  'hero_slides',
  'testimonials',
  'brands',
  'footer_settings',
  'footer_sections',
  'footer_links',
  'social_links',
];

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

let db: Db;
let close: () => Promise<void>;
let firstRun: { inserted: boolean };
let secondRun: { inserted: boolean };
let countsAfterFirst: Record<string, number>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  firstRun = await seedDemo(db, OPTIONS);
  countsAfterFirst = await rowCounts(db);
  secondRun = await seedDemo(db, OPTIONS);
});

afterAll(async () => close?.());

describe('seedDemo', () => {
  it('is idempotent: a second run inserts nothing and leaves the same rows', async () => {
    expect(firstRun.inserted).toBe(true);
    expect(secondRun.inserted).toBe(false);
    expect(await rowCounts(db)).toEqual(countsAfterFirst);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('creates the six categories with the storefront slugs, in order, in both languages', async () => {
    const rows = await db.selectFrom('categories').selectAll().orderBy('sortOrder').execute();
    expect(rows.map((c) => c.slug)).toEqual([
      'electronics',
      'fashion',
      'home-garden',
      'sports-outdoors',
      'health-beauty',
      'books-media',
    ]);
    expect(rows.map((c) => c.nameFr)).toContain('Maison & Jardin');
    for (const c of rows) expect(c.descriptionFr, c.slug).toBeTruthy();
  });

  it('has at least 120 products, about 20 per category, all named and described in French', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(120);
    const perCategory = new Map<string, number>();
    for (const p of products) {
      perCategory.set(p.categoryId, (perCategory.get(p.categoryId) ?? 0) + 1);
      expect(p.nameFr, p.nameEn).toBeTruthy();
      expect(p.nameFr).not.toBe('');
      expect(p.descriptionFr, p.nameEn).toBeTruthy();
      expect(p.detailedDescriptionFr, p.nameEn).toBeTruthy();
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
    expect(perCategory.size).toBe(6);
    for (const n of perCategory.values()) expect(n).toBeGreaterThanOrEqual(20);
  });

  it('puts about 40 % on sale, each a saving of at least a whole percent', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    const onSale = products.filter((p) => p.originalPriceCents !== null);
    expect(onSale.length / products.length).toBeGreaterThan(0.3);
    expect(onSale.length / products.length).toBeLessThan(0.5);
    for (const p of onSale) {
      expect(p.originalPriceCents).toBeGreaterThan(p.priceCents);
      expect(discountPercent(p.priceCents, p.originalPriceCents)).toBeGreaterThan(0);
    }
    const variants = await db.selectFrom('productVariants').selectAll().execute();
    for (const v of variants.filter((x) => x.originalPriceCents !== null)) {
      expect(v.originalPriceCents).toBeGreaterThan(v.priceCents);
    }
  });

  it('features exactly 12 products, in stock, across all categories', async () => {
    const featured = await db.selectFrom('products').selectAll().where('featured', '=', 1).execute();
    expect(featured).toHaveLength(12);
    expect(featured.every((p) => p.inStock === 1 && p.stockQuantity > 0)).toBe(true);
    expect(new Set(featured.map((p) => p.categoryId)).size).toBe(6);
  });

  it('has some products out of stock, with no stock left', async () => {
    const out = await db.selectFrom('products').selectAll().where('inStock', '=', 0).execute();
    expect(out.length).toBeGreaterThanOrEqual(5);
    expect(out.every((p) => p.stockQuantity === 0 && p.featured === 0)).toBe(true);
  });

  it('gives products specifications, extra images and variants', async () => {
    const specs = await db.selectFrom('productSpecifications').selectAll().execute();
    const perProduct = new Map<string, number>();
    for (const s of specs) perProduct.set(s.productId, (perProduct.get(s.productId) ?? 0) + 1);
    for (const n of perProduct.values()) expect(n).toBeGreaterThanOrEqual(3);
    expect(specs.every((s) => s.nameFr && s.valueFr)).toBe(true);

    const variants = await db.selectFrom('productVariants').selectAll().execute();
    expect(new Set(variants.map((v) => v.productId)).size).toBeGreaterThanOrEqual(12);
    expect(variants.some((v) => v.material?.endsWith('GB'))).toBe(true);
    expect(variants.some((v) => v.color && v.size)).toBe(true);
    expect(variants.some((v) => v.isActive === 0)).toBe(true);
    expect(variants.some((v) => v.stockQuantity === 0)).toBe(true);
    expect(variants.some((v) => v.stockQuantity > 0 && v.stockQuantity <= v.lowStockThreshold)).toBe(true);
  });

  it('creates the superadmin from the options, with every permission', async () => {
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', OPTIONS.adminEmail)
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe('superadmin');
    expect(await verifyPassword(OPTIONS.adminPassword, admin.passwordHash)).toBe(true);
    const permissions = await db
      .selectFrom('userPermissions')
      .select('permission')
      .where('userId', '=', admin.id)
      .execute();
    expect(permissions).toHaveLength(8);
  });

  it('creates the demo catalogue manager: an admin with the product and category permissions only', async () => {
    const manager = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_MANAGER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(manager.role).toBe('admin');
    expect(await verifyPassword(DEMO_MANAGER_PASSWORD, manager.passwordHash)).toBe(true);
    const permissions = await db
      .selectFrom('userPermissions')
      .select('permission')
      .where('userId', '=', manager.id)
      .orderBy('permission')
      .execute();
    expect(permissions.map((p) => p.permission)).toEqual(['manage_categories', 'manage_products']);
  });

  it('gives the demo customer addresses and two paid orders whose totals add up', async () => {
    const customer = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_CUSTOMER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_CUSTOMER_PASSWORD, customer.passwordHash)).toBe(true);
    const addresses = await db
      .selectFrom('addresses')
      .selectAll()
      .where('userId', '=', customer.id)
      .execute();
    expect(addresses.map((a) => a.type).sort()).toEqual(['home', 'work']);
    expect(addresses.filter((a) => a.isDefault === 1)).toHaveLength(1);

    const orders = await db.selectFrom('orders').selectAll().where('userId', '=', customer.id).execute();
    expect(orders.map((o) => o.status).sort()).toEqual(['delivered', 'shipped']);
    for (const o of orders) {
      expect(o.orderNumber).toMatch(/^ORD-\d{8}-[A-Z0-9]{6}$/);
      expect(o.totalCents).toBe(o.subtotalCents - o.discountCents + o.taxCents + o.shippingCents);
      expect(o.paymentStatus).toBe('succeeded');
      const items = await db.selectFrom('orderItems').selectAll().where('orderId', '=', o.id).execute();
      expect(items.reduce((sum, i) => sum + i.lineTotalCents, 0)).toBe(o.subtotalCents);
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('orderId', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(payment.amountCents).toBe(o.totalCents);
      const events = await db
        .selectFrom('orderEvents')
        .select('status')
        .where('orderId', '=', o.id)
        .execute();
      expect(events.map((e) => e.status)).toContain(o.status);
    }
    expect(orders.find((o) => o.status === 'shipped')?.trackingNumber).toBeTruthy();
  });

  it('creates the promo codes, one of them expired', async () => {
    const codes = await db.selectFrom('promoCodes').selectAll().orderBy('code').execute();
    expect(codes.map((c) => c.code)).toEqual(['SAVE10', 'SUMMER2024', 'WELCOME5']);
    const expired = codes.find((c) => c.code === 'SUMMER2024');
    expect(Date.parse(expired?.endsAt ?? '')).toBeLessThan(Date.now());
  });

  it('only references images that ship with the web app', async () => {
    const urls = [
      ...(await db.selectFrom('categories').select('image as url').execute()),
      ...(await db.selectFrom('products').select('image as url').execute()),
      ...(await db.selectFrom('productImages').select('url').execute()),
      ...(await db.selectFrom('orderItems').select('image as url').execute()),
      ...(await db.selectFrom('testimonials').select('image as url').execute()),
      ...(await db.selectFrom('brands').select('logoUrl as url').execute()),
      ...(await db.selectFrom('heroSlides').select('image as url').execute()),
      ...(await db.selectFrom('heroSlides').select('productImage as url').execute()),
      ...(await db.selectFrom('heroSlides').select('backgroundImage as url').execute()),
    ]
      .map((r) => r.url)
      .filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(400);
    const missing = [...new Set(urls)].filter(
      (url) => !url.startsWith('/images/') || !existsSync(PUBLIC_DIR + url),
    );
    expect(missing).toEqual([]);
  });
});

describe('seedDemo in production (demoAccounts: false)', () => {
  let prod: { db: Db; close: () => Promise<void> };
  beforeAll(async () => {
    prod = await openTestDb();
    await seedDemo(prod.db, { ...OPTIONS, demoAccounts: false });
  });
  afterAll(async () => prod?.close());

  it('seeds the catalogue, the content and the configured superadmin', async () => {
    const counts = await rowCounts(prod.db);
    for (const table of ['categories', 'products', 'product_variants', 'hero_slides', 'footer_links']) {
      expect(counts[table], table).toBe(countsAfterFirst[table]);
    }
    const users = await prod.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: OPTIONS.adminEmail, role: 'superadmin' }]);
  });

  it('creates no demo customer or manager, no address, no order, no payment and no promo code', async () => {
    const counts = await rowCounts(prod.db);
    expect(counts).toMatchObject({
      addresses: 0,
      orders: 0,
      order_items: 0,
      order_events: 0,
      payments: 0,
      promo_codes: 0,
    });
    const demo = await prod.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', [DEMO_CUSTOMER_EMAIL, DEMO_MANAGER_EMAIL])
      .executeTakeFirst();
    expect(demo).toBeUndefined();
  });
});
