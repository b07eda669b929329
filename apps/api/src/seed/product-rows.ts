import type { Insertable } from 'kysely';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import { stableId } from '../db/ids.ts';
import type {
  CategoriesTable,
  ProductImagesTable,
  ProductSpecificationsTable,
  ProductsTable,
  ProductVariantsTable,
} from '../db/types.ts';
import type { CategorySeed, ProductSeed, VariantSeed } from './catalogue-types.ts';
import { CATEGORIES } from './categories.ts';
import { productPictures } from './product-images.ts';
import { createRng, hash32, type Rng } from './prng.ts';

/**
 * Turns the hand-written catalogue into table rows. Everything that is not written by hand
 * (original prices, ratings, stock, dates) comes from a PRNG seeded by the product's slug, so the
 * rows are the same on every run and adding a product does not reshuffle the others.
 */

/** Fixed "today" of the demo data; nothing in the seed depends on the real clock. */
export const SEED_BASE_TIME = Date.parse('2026-11-01T09:00:00.000Z');
const DAY_MS = 86_400_000;

export const categoryId = (slug: string): string => stableId(`category:${slug}`);
export const productId = (slug: string): string => stableId(`product:${slug}`);
export const variantId = (slug: string, index: number): string => stableId(`variant:${slug}:${index}`);

export function isoDaysBefore(days: number, extraMs = 0): string {
  return new Date(SEED_BASE_TIME - days * DAY_MS - extraMs).toISOString();
}

/** About 40 % of products are on sale; the original price is rounded like a shelf price. */
function salePrice(p: ProductSeed, rng: Rng): number | null {
  const price = p.price;
  // Drawn even for a hand-picked price, so setting `was` leaves the product's other random values alone.
  const onSale = rng.chance(0.4);
  if (p.was !== undefined) return p.was;
  if (!onSale) return null;
  const percent = rng.pick([10, 15, 20, 25, 30, 40]);
  const raw = Math.ceil(price / (1 - percent / 100) / 100) * 100;
  return price % 100 === 99 ? raw - 1 : raw;
}

/** Ratings cluster between 4 and 5 like real shops, never below 3.5. */
function rating(rng: Rng): number {
  return Math.round((5 - rng.next() ** 1.7 * 1.5) * 10) / 10;
}

function skuFor(p: ProductSeed, v: VariantSeed): string {
  const initials = p.slug
    .split('-')
    .slice(0, 4)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  const code = String(hash32(p.slug) % 1000).padStart(3, '0');
  const parts = [v.color?.slice(0, 3), v.size, v.material?.replace(/\s+/g, '')];
  return [initials + code, ...parts.filter(Boolean).map((s) => String(s).toUpperCase())].join('-');
}

/** Stock of one variant: some sold out, some at or under the low-stock threshold. */
function variantStock(sku: string, inactive: boolean): number {
  if (inactive) return 0;
  const rng = createRng(`stock:${sku}`);
  const roll = rng.next();
  if (roll < 0.12) return 0;
  if (roll < 0.32) return rng.int(1, DEFAULT_LOW_STOCK_THRESHOLD);
  return rng.int(DEFAULT_LOW_STOCK_THRESHOLD + 1, 60);
}

export interface CatalogueRows {
  categories: Insertable<CategoriesTable>[];
  products: Insertable<ProductsTable>[];
  images: Insertable<ProductImagesTable>[];
  specs: Insertable<ProductSpecificationsTable>[];
  variants: Insertable<ProductVariantsTable>[];
}

function variantRows(
  p: ProductSeed,
  price: number,
  original: number | null,
  createdAt: string,
): Insertable<ProductVariantsTable>[] {
  return (p.variants ?? []).map((v, index) => {
    const sku = skuFor(p, v);
    const variantPrice = price + v.extraCents;
    const variantOriginal = original === null ? null : original + v.extraCents;
    const label = [v.color, v.size, v.material].filter(Boolean).join(' / ');
    return {
      id: variantId(p.slug, index),
      productId: productId(p.slug),
      sku,
      name: `${p.name[0]} – ${label}`,
      priceCents: variantPrice,
      originalPriceCents: variantOriginal,
      stockQuantity: variantStock(sku, v.inactive === true),
      stockReserved: 0,
      lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
      color: v.color ?? null,
      size: v.size ?? null,
      material: v.material ?? null,
      style: null,
      position: index,
      isActive: v.inactive ? 0 : 1,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function addProduct(rows: CatalogueRows, category: CategorySeed, p: ProductSeed): void {
  if (p.featured && p.soldOut) throw new Error(`Featured product ${p.slug} cannot be sold out`);
  const rng = createRng(`product:${p.slug}`);
  const id = productId(p.slug);
  const original = salePrice(p, rng);
  const createdAt = isoDaysBefore(rng.int(3, 270), rng.int(0, 86_399) * 1000);
  const variants = variantRows(p, p.price, original, createdAt);
  const variantStockTotal = variants.reduce((sum, v) => sum + (v.isActive ? (v.stockQuantity ?? 0) : 0), 0);
  const stock = p.soldOut ? 0 : variants.length ? variantStockTotal : rng.int(12, 240);
  const [main, ...extras] = productPictures(p);
  rows.products.push({
    id,
    categoryId: categoryId(category.slug),
    nameEn: p.name[0],
    nameFr: p.name[1],
    descriptionEn: p.description[0],
    descriptionFr: p.description[1],
    detailedDescriptionEn: p.details[0],
    detailedDescriptionFr: p.details[1],
    priceCents: p.price,
    originalPriceCents: original,
    image: main?.url ?? '',
    rating: rating(rng),
    reviewCount: Math.round(Math.exp(rng.next() * Math.log(2400))) + 2,
    stockQuantity: stock,
    viewCount: rng.int(40, 6000),
    inStock: stock > 0 ? 1 : 0,
    featured: p.featured ? 1 : 0,
    isActive: 1,
    createdAt,
    updatedAt: createdAt,
  });
  extras.forEach((pic, position) => rows.images.push({ productId: id, position, url: pic.url }));
  p.specs.forEach(([nameEn, nameFr, valueEn, valueFr], position) =>
    rows.specs.push({ productId: id, position, nameEn, nameFr, valueEn, valueFr }),
  );
  rows.variants.push(...variants);
}

/** All rows of the demo catalogue. */
export function catalogueRows(): CatalogueRows {
  const rows: CatalogueRows = { categories: [], products: [], images: [], specs: [], variants: [] };
  CATEGORIES.forEach((c, sortOrder) => {
    const createdAt = isoDaysBefore(300);
    rows.categories.push({
      id: categoryId(c.slug),
      slug: c.slug,
      nameEn: c.name[0],
      nameFr: c.name[1],
      descriptionEn: c.description[0],
      descriptionFr: c.description[1],
      image: `/images/categories/${c.slug}.svg`,
      icon: c.icon,
      sortOrder,
      isActive: 1,
      createdAt,
      updatedAt: createdAt,
    });
    for (const p of c.products) addProduct(rows, c, p);
  });
  return rows;
}

/** A seeded product by slug, for orders and hero slides that point at real products. */
export function findProductSeed(slug: string): ProductSeed {
  for (const c of CATEGORIES) {
    const found = c.products.find((p) => p.slug === slug);
    if (found) return found;
  }
  throw new Error(`Unknown demo product ${slug}`);
}
